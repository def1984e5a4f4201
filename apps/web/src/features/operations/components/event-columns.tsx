import { Anchor, Badge } from '@mantine/core';
import type { TEvent } from '@studydesk/contract';
import type { Translate } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import { photoUrl } from '../../common/initials.ts';
import type { Column } from '../../common/rows-or-cards.tsx';

function EventImage({ t, path, label }: { t: Translate; path: string | null; label: string }) {
  if (!path) return t('operations.events.noImage');
  const url = photoUrl(path) ?? undefined;
  return (
    <Anchor href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={label} width={64} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />
    </Anchor>
  );
}

/** What every list of events shows: title, description, date, both images, status. */
export const eventColumns = (t: Translate): Column<TEvent>[] => [
  { header: t('operations.column.title'), cell: (e) => e.title },
  { header: t('operations.column.description'), cell: (e) => e.description },
  { header: t('operations.column.date'), cell: (e) => formatDate(e.date) },
  {
    header: t('operations.column.desktopImage'),
    cell: (e) => (
      <EventImage
        t={t}
        path={e.desktop_image}
        label={t('operations.events.desktopAlt', { title: e.title })}
      />
    ),
  },
  {
    header: t('operations.column.mobileImage'),
    cell: (e) => (
      <EventImage t={t} path={e.mobile_image} label={t('operations.events.mobileAlt', { title: e.title })} />
    ),
  },
  {
    header: t('operations.column.status'),
    cell: (e) => (
      <Badge variant="light">{e.status === 'Scheduled' ? t('operations.events.scheduled') : e.status}</Badge>
    ),
  },
];
