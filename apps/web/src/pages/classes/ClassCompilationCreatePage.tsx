import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  ColorSwatch,
  Container,
  Group,
  Image,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  type ClassView,
  type CompilationChoice,
  type CompilationType,
  classesApi,
  classKeys,
  compilationPath,
} from '../../api/classes';
import { apiErrorMessage } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { ClassFrame } from './shared';

export const compilationColours = [
  '#fde68a',
  '#bde0fe',
  '#caffbf',
  '#ffc6ff',
  '#ffd6a5',
  '#e5e7eb',
];
const minimum = 5;

function asType(value: string | undefined): CompilationType {
  return value === 'comic' ? 'comic' : 'poetry';
}

/** Picks, orders and names a compilation; Preview saves it (a draft) and opens the preview. */
function Creator({ klass }: { klass: ClassView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { type: typeParam } = useParams();
  const [search] = useSearchParams();
  const editing = search.get('id') ?? undefined;
  const type = asType(typeParam);
  const [chosen, setChosen] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [cover, setCover] = useState<string>('');
  const [background, setBackground] = useState(compilationColours[0] as string);
  const choices = useQuery({
    queryKey: classKeys.choices(klass.OpenId, type),
    queryFn: () => classesApi.compilationChoices(klass.OpenId, type),
  });
  const existing = useQuery({
    queryKey: classKeys.compilation(klass.OpenId, editing ?? ''),
    queryFn: () => classesApi.compilation(klass.OpenId, editing ?? ''),
    enabled: editing !== undefined,
  });
  useEffect(() => {
    const c = existing.data;
    if (!c) return;
    setChosen(c.Stories.map((s) => s.BookId));
    setTitle(c.Compilation.Title);
    setCover(c.Compilation.CoverBookId ?? '');
    setBackground(c.Compilation.Background);
  }, [existing.data]);
  const save = useMutation({
    mutationFn: () =>
      classesApi.saveCompilation({
        OpenId: klass.OpenId,
        ...(editing ? { CompilationId: editing } : {}),
        Type: type,
        Title: title,
        BookIds: chosen,
        ...(cover && chosen.includes(cover) ? { CoverBookId: cover } : {}),
        Background: background,
      }),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: ['classes', klass.OpenId] });
      navigate(compilationPath(klass.OpenId, type, r.CompilationId));
    },
  });
  const stories = new Map((choices.data?.Stories ?? []).map((s) => [s.BookId, s]));
  const toggle = (id: string) => {
    // A refusal was about the earlier choice.
    save.reset();
    setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  };
  const move = (index: number, by: -1 | 1) =>
    setChosen((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item !== undefined) next.splice(index + by, 0, item);
      return next;
    });
  const label = (s: CompilationChoice) =>
    `${s.Title || t('classes.untitled')} · ${s.Name ? `${s.Name} (${s.Username})` : s.Username}`;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('classes.compilations.createTitle')}
      </Title>
      {editing ? null : (
        <SegmentedControl
          w="fit-content"
          value={type}
          onChange={(value) => {
            setChosen([]);
            setCover('');
            navigate(`/class-compilation-create/${encodeURIComponent(klass.OpenId)}/${value}`, {
              replace: true,
            });
          }}
          data={[
            { value: 'poetry', label: t('classes.compilations.types.poetry') },
            { value: 'comic', label: t('classes.compilations.types.comic') },
          ]}
          aria-label={t('classes.compilations.typeLabel')}
        />
      )}
      <Text c="dimmed">{t('classes.compilations.pickHint', { count: minimum })}</Text>
      {choices.isPending ? (
        <Stack role="status" aria-label={t('classes.loading')}>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : choices.isError ? (
        <Alert color="ember" role="alert">
          {apiErrorMessage(choices.error)}
        </Alert>
      ) : (choices.data?.Stories.length ?? 0) < minimum ? (
        <Alert color="gray" data-testid="compilation-not-enough">
          {t(`classes.compilations.notEnough.${type}`, {
            count: choices.data?.Stories.length ?? 0,
          })}
        </Alert>
      ) : null}
      {(choices.data?.Stories.length ?? 0) > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="compilation-choices">
          {(choices.data?.Stories ?? []).map((s) => (
            <Card key={s.BookId} withBorder radius="md" padding="sm">
              <Group wrap="nowrap" gap="sm">
                {s.Cover ? (
                  <Image src={s.Cover.ThumbUrl} alt="" w={48} h={48} radius="sm" fit="cover" />
                ) : null}
                <Checkbox
                  checked={chosen.includes(s.BookId)}
                  onChange={() => toggle(s.BookId)}
                  label={label(s)}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
      {chosen.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('classes.compilations.order', { count: chosen.length })}
          </Title>
          <Stack
            component="ol"
            gap={4}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="compilation-order"
          >
            {chosen.map((id, i) => {
              const s = stories.get(id);
              const name = s?.Title || t('classes.untitled');
              return (
                <Group key={id} component="li" gap="xs" wrap="nowrap">
                  <Text w={24} ta="right" c="dimmed">
                    {i + 1}.
                  </Text>
                  <Text style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {name} · {s?.Username}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={t('classes.compilations.up', { title: name })}
                  >
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    disabled={i === chosen.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={t('classes.compilations.down', { title: name })}
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
      <TextInput
        label={t('classes.compilations.titleLabel')}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        maxLength={80}
        required
        maw={480}
      />
      <Radio.Group label={t('classes.compilations.coverLabel')} value={cover} onChange={setCover}>
        <Stack gap={4} mt={4}>
          <Radio value="" label={t('classes.compilations.coverNone')} />
          {chosen.map((id) => (
            <Radio key={id} value={id} label={stories.get(id)?.Title || t('classes.untitled')} />
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="compilation-colour">
          {t('classes.compilations.colourLabel')}
        </Text>
        <Group gap="xs" role="radiogroup" aria-labelledby="compilation-colour">
          {compilationColours.map((c) => (
            <ColorSwatch
              key={c}
              component="button"
              type="button"
              color={c}
              role="radio"
              aria-checked={background === c}
              aria-label={c}
              onClick={() => setBackground(c)}
              style={{
                outline: background === c ? '3px solid var(--mantine-color-dark-4)' : 'none',
                cursor: 'pointer',
              }}
            />
          ))}
        </Group>
      </Stack>
      {save.isError ? (
        <Alert color="ember" role="alert">
          {apiErrorMessage(save.error)}
        </Alert>
      ) : null}
      <Group>
        <Button
          onClick={() => save.mutate()}
          loading={save.isPending}
          disabled={title.trim() === ''}
          data-testid="compilation-preview"
        >
          {t('classes.compilations.preview')}
        </Button>
        {chosen.length < minimum ? (
          <Text size="sm" c="dimmed">
            {t('classes.compilations.chosen', { count: chosen.length, min: minimum })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

/** /class-compilation-create/{openid}/{type?}: a teacher makes a class compilation (decision 051). */
export function ClassCompilationCreatePage() {
  return (
    <Container size="lg" w="100%" py={{ base: 20, sm: 40 }}>
      <ClassFrame>{(klass) => <Creator klass={klass} />}</ClassFrame>
    </Container>
  );
}
