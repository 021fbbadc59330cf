import { Button, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import classes from './StaticArticle.module.css';

interface ArticleSection {
  heading: string;
  paragraphs: string[];
  points: string[];
}

function isSectionList(value: unknown): value is ArticleSection[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ArticleSection).heading === 'string' &&
        Array.isArray((item as ArticleSection).paragraphs) &&
        Array.isArray((item as ArticleSection).points),
    )
  );
}

export interface ArticleAction {
  /** i18n key of the button text. */
  label: string;
  to: string;
  variant?: 'filled' | 'outline';
}

export interface StaticArticleProps {
  /** The page's texts live under `static.<contentKey>` in every language. */
  contentKey: string;
  art: string;
  /** Illustrations on these pages are decorative; the text says everything. */
  actions?: readonly ArticleAction[];
  showUpdated?: boolean;
}

/** A static page (SPEC §2): a warm title band with art, then the text in a readable column. */
export function StaticArticle({ contentKey, art, actions = [], showUpdated }: StaticArticleProps) {
  const { t } = useTranslation();
  const base = `static.${contentKey}`;
  const sections = t(`${base}.sections`, { returnObjects: true });
  const list = isSectionList(sections) ? sections : [];
  return (
    <article className={classes.article}>
      <div className={classes.band}>
        <Container size="lg" className={classes.bandInner}>
          <Stack gap="md" className={classes.bandText}>
            <Title order={1}>{t(`${base}.title`)}</Title>
            <Text size="xl" className={classes.intro}>
              {t(`${base}.intro`)}
            </Text>
            {showUpdated ? (
              <Text className={classes.updated}>{t('static.lastUpdated')}</Text>
            ) : null}
          </Stack>
          <img src={art} alt="" className={classes.art} width={360} height={240} />
        </Container>
      </div>
      <Container size="lg" className={classes.body}>
        <Stack gap={40}>
          {list.map((section) => (
            <section key={section.heading} className={classes.section}>
              <Title order={2} className={classes.heading}>
                {section.heading}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} size="lg" className={classes.paragraph}>
                  {paragraph}
                </Text>
              ))}
              {section.points.length > 0 ? (
                <List
                  spacing="sm"
                  size="lg"
                  mt="sm"
                  classNames={{ itemWrapper: classes.pointWrapper, itemIcon: classes.pointIcon }}
                  icon={
                    <ThemeIcon color="meadow.8" size={26} radius="xl" aria-hidden="true">
                      <IconCheck size={16} stroke={3} />
                    </ThemeIcon>
                  }
                >
                  {section.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              ) : null}
            </section>
          ))}
        </Stack>
        {actions.length > 0 ? (
          <Group mt={48} gap="md">
            {actions.map((action) => (
              <Button
                key={action.to}
                component={Link}
                to={action.to}
                size="lg"
                variant={action.variant ?? 'filled'}
                color={action.variant === 'outline' ? 'ink.8' : undefined}
              >
                {t(action.label)}
              </Button>
            ))}
          </Group>
        ) : null}
      </Container>
    </article>
  );
}
