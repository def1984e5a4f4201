import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZInstituteRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { contractValidate } from '../../../lib/contract-form.ts';
import { adminsQuery } from '../../admins/api/admins.ts';
import { FormActions } from '../../common/form-actions.tsx';
import { useSaveInstitute } from '../api/institutes.ts';

export type InstituteDraft = {
  id: number | null;
  name: string;
  adminEmail: string;
  address: string;
  contact: string;
};

/** Add or edit an institute in a dialog; the admin is picked as 'name (email)'. */
export function InstituteForm({ draft, onClose }: { draft: InstituteDraft; onClose(): void }) {
  const admins = useQuery(adminsQuery);
  const save = useSaveInstitute();
  const form = useForm({
    initialValues: draft,
    validate: contractValidate<InstituteDraft>(ZInstituteRequest, {
      fields: ['name', 'adminEmail'],
      message: 'Institute name and admin are required.',
    }),
  });
  const submit = form.onSubmit(({ id, ...values }) => {
    const admin = admins.data?.find((a) => a.email === values.adminEmail);
    save.mutate({ id, ...values, adminName: admin?.name }, { onSuccess: onClose });
  });

  return (
    <Modal opened onClose={onClose} title={draft.id ? 'Edit Institute' : 'Add Institute'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Institute Name" required data-autofocus {...form.getInputProps('name')} />
          <Select
            label="Admin"
            required
            searchable
            placeholder={admins.isPending ? 'Loading admins…' : 'Pick the admin who runs it'}
            data={(admins.data ?? []).map((a) => ({ value: a.email, label: `${a.name} (${a.email})` }))}
            nothingFoundMessage="No admin matches"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('adminEmail')}
            error={admins.isError ? 'Failed to fetch admins.' : form.errors.adminEmail}
          />
          <TextInput label="Address" {...form.getInputProps('address')} />
          <TextInput label="Contact" placeholder="Phone or email" {...form.getInputProps('contact')} />
          <FormActions pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
