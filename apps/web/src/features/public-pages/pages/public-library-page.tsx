// Only what the sign-in pages already load from Mantine: the rest is plain HTML (web budget).
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TPublicLibrary } from '@studydesk/contract';
import { formatRupees } from '@studydesk/contract/money';
import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { addServerTexts } from '../../../i18n/server-texts.ts';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { LanguageSwitch } from '../../common/language-switch.tsx';
import { readPublicLibrary, sendEnquiry } from '../api/public-pages.ts';
import classes from './public-library-page.module.css';

let serverTexts: Promise<void> | undefined;
/**
 * A refusal of the form in the page's language (the portal's server texts are not loaded here).
 * Their words come with the first refusal, not with the page (its JS budget).
 */
async function refusalOf(error: unknown, fallback: string) {
  serverTexts ??= import('../../../i18n/public-server-texts.ts').then((m) =>
    addServerTexts(m.PUBLIC_SERVER_TEXTS),
  );
  // Offline: the message as the server wrote it, and another try at the next refusal.
  await serverTexts.catch(() => {
    serverTexts = undefined;
  });
  return messageOf(error, fallback);
}

/**
 * A library's public page (`/l/<slug>`), without signing in: what the owner published, the seats
 * free today in each shift, and 'I'm interested' (plain requests: no query cache, no portal).
 */
export function PublicLibraryPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const [library, setLibrary] = useState<TPublicLibrary | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let live = true;
    readPublicLibrary(slug).then(
      (found) => live && setLibrary(found),
      () => live && setMissing(true),
    );
    return () => {
      live = false;
    };
  }, [slug]);

  return (
    <main className={classes.page}>
      <Stack gap="lg">
        <LanguageSwitch />
        {missing ? (
          <div className={classes.notice} role="alert">
            <Text fw={700}>{t('leads.page.missingTitle')}</Text>
            <Text>{t('leads.page.missing')}</Text>
          </div>
        ) : !library ? (
          <div className={classes.placeholder} aria-busy="true" />
        ) : (
          <LibraryDetails library={library} />
        )}
      </Stack>
    </main>
  );
}

function LibraryDetails({ library }: { library: TPublicLibrary }) {
  const t = useT();
  return (
    <>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {library.name}
        </Title>
        {library.address ? <Text>{library.address}</Text> : null}
        <Group gap="md">
          {library.map_url ? (
            <Anchor href={library.map_url} target="_blank" rel="noopener noreferrer">
              {t('leads.page.map')}
            </Anchor>
          ) : null}
          {library.phone ? (
            <Anchor href={`tel:${library.phone}`}>{t('leads.page.call', { phone: library.phone })}</Anchor>
          ) : null}
        </Group>
      </Stack>
      {library.photos.length ? (
        <div className={classes.photos}>
          {library.photos.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={t('leads.page.photo', { n: i + 1, name: library.name })}
              width={240}
              height={160}
              loading={i === 0 ? 'eager' : 'lazy'}
              className={classes.photo}
            />
          ))}
        </div>
      ) : null}
      {library.description ? <Text style={{ whiteSpace: 'pre-line' }}>{library.description}</Text> : null}
      {library.facilities.length ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('leads.page.facilities')}
          </Title>
          <Group gap="xs">
            {library.facilities.map((f) => (
              <span key={f} className={classes.chip}>
                {f}
              </span>
            ))}
          </Group>
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('leads.page.seatsNow')}
        </Title>
        {library.shifts.length ? (
          <ul className={classes.list}>
            {library.shifts.map((s) => (
              <li key={s.shift_id} className={classes.row}>
                <span>
                  <Text fw={600} component="span">
                    {s.label}
                  </Text>
                  {s.price !== null ? (
                    <Text size="sm" c="dimmed" component="span">
                      {' · '}
                      {t('leads.page.price', { price: formatRupees(s.price) })}
                    </Text>
                  ) : null}
                </span>
                <span className={s.free > 0 ? classes.free : classes.full}>
                  {t('leads.page.free', { count: s.free })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <Text>{t('leads.page.totalSeats', { count: library.total_seats })}</Text>
        )}
      </Stack>
      {library.plans.length ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('leads.page.plans')}
          </Title>
          <ul className={classes.list}>
            {library.plans.map((p) => (
              <li key={`${p.name}-${p.days}`} className={classes.row}>
                <span>
                  {p.name}{' '}
                  <Text size="sm" c="dimmed" component="span">
                    ({t('leads.page.days', { count: p.days })})
                  </Text>
                </span>
                <Text fw={600} component="span">
                  {formatRupees(p.price)}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      <EnquiryForm library={library} />
    </>
  );
}

function EnquiryForm({ library }: { library: TPublicLibrary }) {
  const t = useT();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [shift, setShift] = useState('');
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!consent) {
      setError(t('leads.page.consentNeeded'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await sendEnquiry(library.slug, {
        name,
        phone,
        shift_id: shift ? Number(shift) : null,
        consent: true,
        form_token: library.form_token,
        ...(website ? { website } : {}),
      });
      setSent(true);
    } catch (err) {
      setError(await refusalOf(err, t('leads.page.failed')));
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <div className={classes.thanks} role="status">
        <Text fw={700}>{t('leads.page.thanksTitle')}</Text>
        <Text>{t('leads.page.thanks', { name: library.name })}</Text>
      </div>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} aria-labelledby="interested-title" noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="interested-title">
            {t('leads.page.interested')}
          </Title>
          <TextInput
            label={t('leads.page.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={120}
            autoComplete="name"
            required
          />
          <TextInput
            label={t('leads.page.phone')}
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            inputMode="tel"
            type="tel"
            autoComplete="tel"
            required
          />
          <label className={classes.field}>
            <span className={classes.label}>{t('leads.page.shift')}</span>
            <select
              className={classes.select}
              value={shift}
              onChange={(e) => setShift(e.currentTarget.value)}
            >
              <option value="">{t('leads.page.anyShift')}</option>
              {library.shifts.map((s) => (
                <option key={s.shift_id} value={String(s.shift_id)}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          {/* Left empty by people (hidden from them and from screen readers); bots fill it. */}
          <div className={classes.trap} aria-hidden="true">
            <label>
              Website
              <input
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(e) => setWebsite(e.currentTarget.value)}
              />
            </label>
          </div>
          <label className={classes.consent}>
            <input
              type="checkbox"
              className={classes.box}
              checked={consent}
              onChange={(e) => setConsent(e.currentTarget.checked)}
            />
            <span>{t('leads.page.consent', { name: library.name })}</span>
          </label>
          {error ? (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Button type="submit" loading={pending} size="md">
            {t('leads.page.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
