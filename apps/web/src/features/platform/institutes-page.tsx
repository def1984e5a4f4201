import {
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { TAdminSummary, TInstitute } from '@studydesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { fieldSetter } from '../../lib/fields.ts';
import { useSession } from '../../lib/session.tsx';
import { confirmAction, notifyError, notifySuccess } from '../common/feedback.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { TableState } from '../common/table-state.tsx';

const KEY = ['institutes'];
interface Draft {
  id: number | null;
  name: string;
  adminEmail: string | null;
  address: string;
  contact: string;
}
const EMPTY: Draft = { id: null, name: '', adminEmail: null, address: '', contact: '' };

/** Superadmin: every institute with add, edit, delete. An admin: their own, read-only. */
export function InstitutesPage() {
  const { user } = useSession();
  const editable = user?.role === 'superadmin';
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const path = editable
    ? '/api/superadmin/institutes'
    : `/api/superadmin/institutes?email=${encodeURIComponent(user?.email ?? '')}`;
  const list = useQuery({ queryKey: [...KEY, path], queryFn: () => api.get<TInstitute[]>(path) });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });

  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/superadmin/institutes/${id}`),
    onSuccess: () => {
      notifySuccess('Institute deleted');
      return refresh();
    },
    onError: () => notifyError('Error deleting institute'),
  });
  const askDelete = async (institute: TInstitute) => {
    const ok = await confirmAction({
      title: 'Delete institute',
      message: `Delete ${institute.name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) remove.mutate(institute.id);
  };
  const rows = list.data ?? [];
  const columns = editable ? 4 : 3;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Manage Institutes"
        description={
          editable
            ? 'Institutes and the admins who run them.'
            : 'Your institutes. Ask the platform team to change them.'
        }
        actions={editable ? <Button onClick={() => setDraft(EMPTY)}>Add Institute</Button> : null}
      />
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" miw={560} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Institute Name</Table.Th>
                <Table.Th>Admin</Table.Th>
                <Table.Th>Email</Table.Th>
                {editable ? <Table.Th w={180}>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={columns}
                loading={list.isPending}
                error={list.isError ? 'Failed to load institutes' : null}
                empty={rows.length === 0}
                emptyText="No institutes yet."
              />
              {rows.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {i.name}
                    </Text>
                    {i.address || i.contact ? (
                      <Text size="xs" c="dimmed">
                        {[i.address, i.contact].filter(Boolean).join(' · ')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{i.adminName}</Table.Td>
                  <Table.Td>{i.adminEmail}</Table.Td>
                  {editable ? (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() =>
                            setDraft({
                              id: i.id,
                              name: i.name,
                              adminEmail: i.adminEmail,
                              address: i.address,
                              contact: i.contact,
                            })
                          }
                        >
                          Edit
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => askDelete(i)}>
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      {draft ? <InstituteForm draft={draft} onClose={() => setDraft(null)} onSaved={refresh} /> : null}
    </Stack>
  );
}

function InstituteForm({ draft, onClose, onSaved }: { draft: Draft; onClose(): void; onSaved(): void }) {
  const [form, setForm] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const admins = useQuery({
    queryKey: ['admins'],
    queryFn: () => api.get<TAdminSummary[]>('/api/auth/admin/all'),
  });
  const save = useMutation({
    mutationFn: () => {
      const admin = admins.data?.find((a) => a.email === form.adminEmail);
      const body = {
        name: form.name,
        adminEmail: form.adminEmail,
        adminName: admin?.name,
        address: form.address,
        contact: form.contact,
      };
      return form.id
        ? api.put(`/api/superadmin/institutes/${form.id}`, body)
        : api.post('/api/superadmin/institutes', body);
    },
    onSuccess: () => {
      notifySuccess(form.id ? 'Institute updated' : 'Institute added');
      onSaved();
      onClose();
    },
    onError: () => notifyError('Error saving institute'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim() || !form.adminEmail) {
      setError('Institute name and admin are required.');
      return;
    }
    setError(null);
    save.mutate();
  };
  const set = fieldSetter(setForm);

  return (
    <Modal opened onClose={onClose} title={form.id ? 'Edit Institute' : 'Add Institute'} centered>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="Institute Name"
            required
            value={form.name}
            onChange={set('name')}
            data-autofocus
          />
          <Select
            label="Admin"
            required
            searchable
            placeholder={admins.isPending ? 'Loading admins…' : 'Pick the admin who runs it'}
            data={(admins.data ?? []).map((a) => ({ value: a.email, label: `${a.name} (${a.email})` }))}
            value={form.adminEmail}
            onChange={(value) => setForm((f) => ({ ...f, adminEmail: value }))}
            error={admins.isError ? 'Failed to fetch admins.' : undefined}
            nothingFoundMessage="No admin matches"
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label="Address" value={form.address} onChange={set('address')} />
          <TextInput
            label="Contact"
            value={form.contact}
            onChange={set('contact')}
            placeholder="Phone or email"
          />
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
