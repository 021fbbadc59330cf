import { Button, Container, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAward,
  IconCheck,
  IconCrown,
  IconEyeCheck,
  IconHeartHandshake,
  IconLock,
  IconTrophy,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import easelArt from '../../assets/easel-balloon.svg';
import familyArt from '../../assets/family-house.svg';
import schoolArt from '../../assets/schoolhouse.svg';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import classes from './Home.module.css';

interface StepText {
  title: string;
  body: string;
}

function textList<T>(value: unknown, isItem: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(isItem) : [];
}
const isString = (item: unknown): item is string => typeof item === 'string';
const isStep = (item: unknown): item is StepText =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as StepText).title === 'string' &&
  typeof (item as StepText).body === 'string';

/** "Start writing from a picture": three steps beside an easel. */
export function HomeFromPicture() {
  const { t } = useTranslation();
  const steps = textList(t('home.fromPicture.steps', { returnObjects: true }), isStep);
  return (
    <section className={classes.section} aria-labelledby="home-picture-title">
      <Container size="xl" className={classes.split}>
        <img
          src={easelArt}
          alt={t('home.fromPicture.imageAlt')}
          width={640}
          height={520}
          loading="lazy"
          className={classes.splitArt}
        />
        <div className={classes.splitText}>
          <Text className={classes.eyebrow}>{t('home.fromPicture.eyebrow')}</Text>
          <Title order={2} id="home-picture-title">
            {t('home.fromPicture.title')}
          </Title>
          <Text className={classes.sectionLead}>{t('home.fromPicture.lead')}</Text>
          <ol className={classes.steps}>
            {steps.map((step, index) => (
              <li key={step.title} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <Title order={3} className={classes.stepTitle}>
                    {step.title}
                  </Title>
                  <Text>{step.body}</Text>
                </div>
              </li>
            ))}
          </ol>
          <Button component={Link} to="/get-start" size="lg" mt="md">
            {t('home.fromPicture.cta')}
          </Button>
        </div>
      </Container>
    </section>
  );
}

/** Challenges, crowns and badges: a bright band. */
export function HomeGrowing() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="home-growing-title">
      <Container size="xl">
        <div className={classes.growing}>
          <Group gap="sm" className={classes.growingIcons} aria-hidden="true">
            <ThemeIcon size={64} radius="xl" color="sun.3" c="ink.9">
              <IconCrown size={36} />
            </ThemeIcon>
            <ThemeIcon size={64} radius="xl" color="ember.1" c="ember.8">
              <IconAward size={36} />
            </ThemeIcon>
            <ThemeIcon size={64} radius="xl" color="meadow.1" c="meadow.8">
              <IconTrophy size={36} />
            </ThemeIcon>
          </Group>
          <div className={classes.growingText}>
            <Title order={2} id="home-growing-title" className={classes.growingTitle}>
              {t('home.growing.title')}
            </Title>
            <Text size="lg">{t('home.growing.body')}</Text>
          </div>
          <Button component={Link} to="/challenge" size="lg" variant="white" color="ink.9">
            {t('home.growing.cta')}
          </Button>
        </div>
      </Container>
    </section>
  );
}

interface AudienceProps {
  id: string;
  textKey: 'teachers' | 'families';
  art: string;
  artFirst: boolean;
  tone: 'sky' | 'plum';
  actions: ReactNode;
}

function AudienceSection({ id, textKey, art, artFirst, tone, actions }: AudienceProps) {
  const { t } = useTranslation();
  const points = textList(t(`home.${textKey}.points`, { returnObjects: true }), isString);
  return (
    <section className={`${classes.band} ${classes[tone]}`} aria-labelledby={id}>
      <Container size="xl" className={classes.split} data-art-first={artFirst || undefined}>
        <div className={classes.splitText}>
          <Text className={classes.eyebrow}>{t(`home.${textKey}.eyebrow`)}</Text>
          <Title order={2} id={id}>
            {t(`home.${textKey}.title`)}
          </Title>
          <Text className={classes.sectionLead}>{t(`home.${textKey}.lead`)}</Text>
          <List
            spacing="sm"
            size="lg"
            my="lg"
            classNames={{ itemWrapper: classes.pointWrapper, itemIcon: classes.pointIcon }}
            icon={
              <ThemeIcon color="meadow.8" size={28} radius="xl" aria-hidden="true">
                <IconCheck size={17} stroke={3} />
              </ThemeIcon>
            }
          >
            {points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          <Group gap="md">{actions}</Group>
        </div>
        <img
          src={art}
          alt={t(`home.${textKey}.imageAlt`)}
          width={640}
          height={520}
          loading="lazy"
          className={classes.splitArt}
        />
      </Container>
    </section>
  );
}

export function HomeTeachers() {
  const { t } = useTranslation();
  return (
    <AudienceSection
      id="home-teachers-title"
      textKey="teachers"
      art={schoolArt}
      artFirst={false}
      tone="sky"
      actions={
        <>
          <Button component={Link} to="/educators" size="lg">
            {t('home.teachers.primary')}
          </Button>
          <Button component={Link} to="/pricing" size="lg" variant="outline" color="ink.8">
            {t('home.teachers.secondary')}
          </Button>
        </>
      }
    />
  );
}

export function HomeFamilies() {
  const { t } = useTranslation();
  return (
    <AudienceSection
      id="home-families-title"
      textKey="families"
      art={familyArt}
      artFirst
      tone="plum"
      actions={
        <Button component={Link} to="/member-family-plan" size="lg">
          {t('home.families.primary')}
        </Button>
      }
    />
  );
}

const trustIcons = [IconLock, IconEyeCheck, IconHeartHandshake] as const;

/** Private by default, reviewed by people, parents in the loop. */
export function HomeTrust() {
  const { t } = useTranslation();
  const items = textList(t('home.trust.items', { returnObjects: true }), isStep);
  return (
    <section className={classes.section} aria-labelledby="home-trust-title">
      <Container size="xl">
        <div className={classes.sectionHead}>
          <Title order={2} id="home-trust-title">
            {t('home.trust.title')}
          </Title>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {items.map((item, index) => {
            const Icon = trustIcons[index % trustIcons.length] ?? IconLock;
            return (
              <div key={item.title} className={classes.trustCard}>
                <ThemeIcon size={56} radius="xl" color="meadow.1" c="meadow.8" aria-hidden="true">
                  <Icon size={30} />
                </ThemeIcon>
                <Title order={3} className={classes.trustTitle}>
                  {item.title}
                </Title>
                <Text>{item.body}</Text>
              </div>
            );
          })}
        </SimpleGrid>
      </Container>
    </section>
  );
}

/** The closing call to action; a signed-in writer is sent to write instead of to sign up. */
export function HomeFinalCta() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <section className={classes.section} aria-labelledby="home-final-title">
      <Container size="lg">
        <div className={classes.finalCta}>
          <Title order={2} id="home-final-title">
            {t('home.finalCta.title')}
          </Title>
          <Text size="xl" className={classes.finalLead}>
            {t('home.finalCta.lead')}
          </Text>
          <Group justify="center" gap="md">
            {user ? (
              <Button component={Link} to="/get-start" size="xl">
                {t('home.hero.primary')}
              </Button>
            ) : (
              <Button component={Link} to="/signup" size="xl">
                {t('home.finalCta.primary')}
              </Button>
            )}
            <Button component={Link} to="/picture-book" size="xl" variant="outline" color="ink.8">
              {t('home.finalCta.secondary')}
            </Button>
          </Group>
        </div>
      </Container>
    </section>
  );
}
