import { Anchor, Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { LEAD_STATUS_VALUES, type TLead, type TLeadStatus } from '@studydesk/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { DateField } from '../../common/date-field.tsx';
import { formatDate } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { PagedTable } from '../../common/paged-table.tsx';
import { publicPageKeys } from '../api/keys.ts';
import { LEADS_PATH, useUpdateLead } from '../api/leads.ts';

const STATUS_KEYS: Record<TLeadStatus, MessageKey> = {
  new: 'leads.status.new',
  contacted: 'leads.status.contacted',
  visited: 'leads.status.visited',
  joined: 'leads.status.joined',
  lost: 'leads.status.lost',
};

/**
 * Enquiries from the public page: status, follow-up date, notes and one tap to WhatsApp; the owner
 * converts one into an admission (the student form filled in, then a seat for the shift asked for).
 */
export function LeadsPage() {
  const t = useT();
  const { user } = useSession();
  const navigate = useNavigate();
  const update = useUpdateLead();
  const [status, setStatus] = useState<string>('');
  const [notesOf, setNotesOf] = useState<TLead | null>(null);
  const isOwner = user?.role === 'admin';

  const convert = (lead: TLead) => {
    const params = new URLSearchParams({ lead: String(lead.id), name: lead.name, phone: lead.phone });
    if (lead.shift_id !== null) params.set('shift', String(lead.shift_id));
    navigate(`/add-student?${params}`);
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('leads.list.title')} description={t('leads.list.description')} />
      <NativeSelect
        label={t('leads.list.filter')}
        value={status}
        onChange={(e) => setStatus(e.currentTarget.value)}
        maw={240}
        data={[
          { value: '', label: t('leads.list.all') },
          ...LEAD_STATUS_VALUES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) })),
        ]}
      />
      <PagedTable
        path={LEADS_PATH}
        queryKey={publicPageKeys.leads()}
        filters={{ status: status || undefined }}
        emptyText={t('leads.list.empty')}
        errorText={t('leads.list.loadFailed')}
        columns={[
          {
            header: t('leads.list.name'),
            cell: (r) => (
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {r.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('leads.list.since', { date: formatDate(r.created_at) })}
                </Text>
              </Stack>
            ),
          },
          {
            header: t('leads.list.phone'),
            cell: (r) => (
              <Group gap={6} wrap="nowrap">
                <Anchor href={`tel:${r.phone}`} size="sm">
                  {r.phone}
                </Anchor>
                <Button
                  component="a"
                  href={r.whatsapp_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="compact-xs"
                  color="teal"
                  variant="light"
                  aria-label={t('leads.list.whatsappTo', { name: r.name })}
                >
                  {t('leads.list.whatsapp')}
                </Button>
              </Group>
            ),
          },
          { header: t('leads.list.shift'), cell: (r) => r.shift ?? t('leads.list.anyShift') },
          {
            header: t('leads.list.status'),
            cell: (r) => (
              <NativeSelect
                size="xs"
                aria-label={t('leads.list.statusOf', { name: r.name })}
                value={r.status}
                disabled={r.status === 'joined'}
                onChange={(e) =>
                  update.mutate({ id: r.id, body: { status: e.currentTarget.value as TLeadStatus } })
                }
                data={LEAD_STATUS_VALUES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
              />
            ),
          },
          {
            header: t('leads.list.followUp'),
            cell: (r) => (
              <DateField
                size="xs"
                aria-label={t('leads.list.followUpOf', { name: r.name })}
                clearable
                value={r.follow_up_on ?? ''}
                onChange={(day) => update.mutate({ id: r.id, body: { follow_up_on: day || null } })}
              />
            ),
          },
          {
            header: t('leads.list.actions'),
            cell: (r) => (
              <Group gap={6} wrap="nowrap">
                <Button size="compact-xs" variant="subtle" onClick={() => setNotesOf(r)}>
                  {r.notes ? t('leads.list.notesEdit') : t('leads.list.notesAdd')}
                </Button>
                {isOwner && r.status !== 'joined' ? (
                  <Button
                    size="compact-xs"
                    onClick={() => convert(r)}
                    aria-label={t('leads.list.convertName', { name: r.name })}
                  >
                    {t('leads.list.convert')}
                  </Button>
                ) : null}
              </Group>
            ),
          },
        ]}
      />
      {notesOf ? <NotesDialog lead={notesOf} onClose={() => setNotesOf(null)} /> : null}
    </Stack>
  );
}

function NotesDialog({ lead, onClose }: { lead: TLead; onClose(): void }) {
  const t = useT();
  const update = useUpdateLead();
  const [notes, setNotes] = useState(lead.notes);
  return (
    <Modal opened onClose={onClose} title={t('leads.list.notesTitle', { name: lead.name })}>
      <Stack gap="sm">
        <Textarea
          label={t('leads.list.notes')}
          value={notes}
          autosize
          minRows={3}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            loading={update.isPending}
            onClick={() => update.mutate({ id: lead.id, body: { notes } }, { onSuccess: onClose })}
          >
            {t('leads.list.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
