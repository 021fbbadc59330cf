import {
  Alert,
  Button,
  Chip,
  Group,
  Input,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  bookAgeLevels,
  bookCategories,
  bookLanguages,
  ErrorCode,
  type MessageKey,
  type PublishingField,
  publishingLimits,
  translateMessage,
  validatePublishing,
} from '@storyloom/domain';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../../api/client';
import { messageKeyOf, serverFields } from '../../../api/form-errors';
import { wrapButton } from '../../../components/ArtStates';
import { currentLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import {
  type Balances,
  type BookWithArtworks,
  type NoTicket,
  noTicketOf,
  publishApi,
  type SubmitAnswer,
} from './api';
import { CoverPicker } from './CoverPicker';
import classes from './Publish.module.css';
import { HowToGetTicket, TicketBalance } from './TicketPanel';

type FieldErrors = Partial<Record<PublishingField, string>>;

const fieldIds: Record<PublishingField, string> = {
  Language: 'publish-language',
  Summary: 'publish-summary',
  Tags: 'publish-tags',
  Categories: 'publish-categories',
  AgeLevel: 'publish-age',
};

function say(key: MessageKey): string {
  return translateMessage(key, currentLanguage());
}

/** The server's field problems (English SPEC texts) in the reader's language, by field. */
function serverFieldErrors(err: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of serverFields(err)) {
    if (!(field.path in fieldIds)) continue;
    const key = messageKeyOf(field.message);
    errors[field.path as PublishingField] ??= key ? say(key) : field.message;
  }
  return errors;
}

/**
 * The publish form (SPEC §5: language required, summary optional, tags separated by spaces, at
 * most two categories), with the age level, the cover from the art set and the ticket balance.
 * The domain's rules check it first; the server's field problems land under their fields; with
 * no ticket (known before sending, or a 100303 refusal) the send button is disabled and the ways
 * to get one show beside it; any other refusal shows its reason beside the button.
 */
export function PublishForm({
  data,
  balances,
  onSent,
}: {
  data: BookWithArtworks;
  balances: Balances | undefined;
  onSent: (answer: SubmitAnswer) => void;
}) {
  const { t } = useTranslation();
  const { Book: book, Artworks: artworks } = data;
  const [language, setLanguage] = useState<string | null>(
    (bookLanguages as readonly string[]).includes(book.Language) ? book.Language : null,
  );
  const [summary, setSummary] = useState(book.Summary ?? '');
  const [tags, setTags] = useState((book.Tags ?? []).join(' '));
  const [categories, setCategories] = useState<string[]>(book.Categories ?? []);
  const [ageLevel, setAgeLevel] = useState<string>(book.AgeLevel || 'all');
  const [coverArt, setCoverArt] = useState<string | null>(
    artworks.some((a) => a.ArtworkId === book.Cover.artworkId) ? book.Cover.artworkId : null,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [noTicket, setNoTicket] = useState<{ info: NoTicket; message?: string } | null>(null);
  const [sending, setSending] = useState(false);

  const clear = (field: PublishingField) =>
    setErrors((current) => {
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  const chooseCategories = (next: string[]) => {
    if (next.length > publishingLimits.categories) {
      setErrors((current) => ({ ...current, Categories: say('bookCategoriesMax') }));
      return;
    }
    clear('Categories');
    setCategories(next);
  };

  const focusFirst = (found: FieldErrors) => {
    const first = (Object.keys(fieldIds) as PublishingField[]).find((f) => found[f]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problems = validatePublishing({ language, summary, tags, categories, ageLevel });
    if (problems.length) {
      const found: FieldErrors = {};
      for (const p of problems) found[p.field] ??= say(p.key);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await publishApi.submit({
        BookId: book.BookId,
        Language: language ?? '',
        Summary: summary.trim(),
        Tags: tags.trim(),
        Categories: categories,
        AgeLevel: ageLevel,
        Cover: { ...book.Cover, artworkId: coverArt },
      });
      onSent(answer);
    } catch (err) {
      const ticket = noTicketOf(err);
      if (ticket) {
        setNoTicket({ info: ticket, message: apiErrorMessage(err) });
        return;
      }
      const found = serverFieldErrors(err);
      if (Object.keys(found).length) {
        setErrors(found);
        focusFirst(found);
        return;
      }
      const code = (err as { code?: number }).code;
      setFormError(
        code === ErrorCode.PARENT_CONSENT_NEEDED
          ? say('parentConsentNeeded')
          : apiErrorMessage(err),
      );
    } finally {
      setSending(false);
    }
  }

  const noTicketShown =
    noTicket ??
    (balances?.Ticket === 0
      ? {
          info: {
            ...balances,
            HowToGetTicket: { Membership: '/become-member', Redeem: '/yourstuff-ticket' },
          },
        }
      : null);

  return (
    <div className={classes.layout}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="publish-title">
        <Stack gap="lg">
          <Select
            id={fieldIds.Language}
            label={t('publish.fields.language')}
            description={t('publish.fields.languageHint')}
            placeholder={t('publish.fields.languagePlaceholder')}
            data={bookLanguages.map((code) => ({
              value: code,
              label: t(`publish.languages.${code}`),
            }))}
            value={language}
            onChange={(value) => {
              setLanguage(value);
              clear('Language');
            }}
            error={errors.Language}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            id={fieldIds.Summary}
            label={t('publish.fields.summary')}
            description={t('publish.fields.summaryHint', {
              count: summary.length,
              max: publishingLimits.summary,
            })}
            value={summary}
            onChange={(e) => {
              setSummary(e.currentTarget.value);
              clear('Summary');
            }}
            error={errors.Summary}
            rows={4}
          />
          <TextInput
            id={fieldIds.Tags}
            label={t('publish.fields.tags')}
            description={t('publish.fields.tagsHint')}
            placeholder={t('publish.fields.tagsPlaceholder')}
            value={tags}
            onChange={(e) => {
              setTags(e.currentTarget.value);
              clear('Tags');
            }}
            error={errors.Tags}
          />
          <Input.Wrapper
            id={fieldIds.Categories}
            label={t('publish.fields.categories')}
            description={t('publish.fields.categoriesHint', { count: categories.length })}
            error={errors.Categories}
            labelElement="div"
          >
            <Chip.Group multiple value={categories} onChange={chooseCategories}>
              <Group
                gap={8}
                mt={6}
                role="group"
                aria-label={t('publish.fields.categories')}
                aria-describedby={errors.Categories ? `${fieldIds.Categories}-error` : undefined}
                data-testid="publish-categories"
              >
                {bookCategories.map((c) => (
                  <Chip key={c} value={c} variant="outline" color="ember">
                    {t(`publish.categories.${c}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
          <Select
            id={fieldIds.AgeLevel}
            label={t('publish.fields.ageLevel')}
            description={t('publish.fields.ageLevelHint')}
            data={bookAgeLevels.map((id) => ({ value: id, label: t(`publish.ageLevels.${id}`) }))}
            value={ageLevel}
            onChange={(value) => {
              setAgeLevel(value ?? 'all');
              clear('AgeLevel');
            }}
            error={errors.AgeLevel}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <CoverPicker artworks={artworks} value={coverArt} onChange={setCoverArt} />
          {noTicketShown ? (
            <HowToGetTicket info={noTicketShown.info} message={noTicketShown.message} />
          ) : null}
          {formError ? (
            <Alert
              color="ember"
              role="alert"
              variant="light"
              radius="lg"
              data-testid="publish-error"
            >
              {formError}
            </Alert>
          ) : null}
          <Group gap="sm" align="center">
            <Button
              type="submit"
              size="md"
              loading={sending}
              disabled={noTicketShown !== null}
              aria-describedby={noTicketShown ? 'publish-submit-why' : undefined}
              leftSection={<IconSend size={18} aria-hidden="true" />}
              styles={wrapButton}
            >
              {t('publish.submit')}
            </Button>
            {noTicketShown ? (
              <Text size="sm" id="publish-submit-why" data-testid="publish-submit-why">
                {t('publish.noTicket.beside')}
              </Text>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('publish.afterSubmit')}
          </Text>
        </Stack>
      </form>
      <aside className={classes.side} aria-label={t('publish.ticket.label')}>
        <TicketBalance tickets={noTicket ? noTicket.info.Ticket : balances?.Ticket} />
      </aside>
    </div>
  );
}
