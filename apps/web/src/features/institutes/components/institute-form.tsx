import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZInstituteRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
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
  const t = useT();
  const admins = useQuery(adminsQuery);
  const save = useSaveInstitute();
  const form = useForm({
    initialValues: draft,
    validate: contractValidate<InstituteDraft>(ZInstituteRequest, {
      fields: ['name', 'adminEmail'],
      message: t('platform.institutes.required'),
    }),
  });
  const submit = form.onSubmit(({ id, ...values }) => {
    const admin = admins.data?.find((a) => a.email === values.adminEmail);
    save.mutate({ id, ...values, adminName: admin?.name }, { onSuccess: onClose });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={draft.id ? t('platform.institutes.edit') : t('platform.institutes.add')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('platform.institutes.name')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label={t('platform.common.admin')}
            required
            searchable
            placeholder={
              admins.isPending ? t('platform.institutes.loadingAdmins') : t('platform.institutes.pickAdmin')
            }
            data={(admins.data ?? []).map((a) => ({ value: a.email, label: `${a.name} (${a.email})` }))}
            nothingFoundMessage={t('platform.institutes.noAdmin')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('adminEmail')}
            error={admins.isError ? t('platform.institutes.adminsFailed') : form.errors.adminEmail}
          />
          <TextInput label={t('platform.institutes.address')} {...form.getInputProps('address')} />
          <TextInput
            label={t('platform.institutes.contact')}
            placeholder={t('platform.institutes.contactHint')}
            {...form.getInputProps('contact')}
          />
          <FormActions pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
