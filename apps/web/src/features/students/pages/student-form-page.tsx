import {
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TStudentDetail, ZStudentForm } from '@studydesk/contract';
import { GST_STATE_CODES, placeOfSupplyLabel } from '@studydesk/contract/gst';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { useSession } from '../../../lib/session.tsx';
import { DateField } from '../../common/date-field.tsx';
import { FormActions } from '../../common/form-actions.tsx';
import { ImageInput } from '../../common/image-input.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { gstSettingsQuery } from '../../finance/api/gst.ts';
import { convertLead } from '../../public-pages/api/leads.ts';
import { studentQuery, useSaveStudent } from '../api/students.ts';

const EMPTY = {
  name: '',
  email: '',
  password: '',
  phone: '',
  aadhaar: '',
  course: '',
  address: '',
  dob: '',
  father_name: '',
  mother_name: '',
  permanent_address: '',
  gst_state: '',
  gstin: '',
};
type Fields = typeof EMPTY;

/** Add student (no id) or edit (id in the route: PUT, and an empty password is not sent). */
export function StudentFormPage() {
  const t = useT();
  const { id } = useParams();
  const current = useQuery({ ...studentQuery(id ?? ''), enabled: Boolean(id) });
  if (id && current.isPending) return <Skeleton h={420} radius="md" />;
  if (id && current.isError) {
    return <Text c="red">{messageOf(current.error, t('students.form.loadFailed'))}</Text>;
  }
  return <StudentForm key={id ?? 'new'} id={id} current={current.data} />;
}

function StudentForm({ id, current }: { id?: string; current?: TStudentDetail }) {
  const t = useT();
  const editing = Boolean(id);
  const { user } = useSession();
  const navigate = useNavigate();
  const save = useSaveStudent(id);
  // A GST-registered library asks for the student's state (place of supply) and GSTIN.
  const gst = useQuery({ ...gstSettingsQuery, enabled: user?.role === 'admin' });
  const [photo, setPhoto] = useState<File | null>(null);
  // From an enquiry ('Convert' on Enquiries): its name and phone filled in, then a seat is offered.
  const [params] = useSearchParams();
  const lead = editing ? null : Number(params.get('lead')) || null;
  const form = useForm<Fields>({
    initialValues: current
      ? fromRecord(current)
      : { ...EMPTY, name: params.get('name') ?? '', phone: params.get('phone') ?? '' },
    validate: contractValidate<Fields>(ZStudentForm, {
      fields: ['name', 'email', 'phone', 'aadhaar', 'course', ...(editing ? [] : ['password' as const])],
      message: editing ? t('students.form.required') : t('students.form.requiredNew'),
    }),
  });

  const submit = form.onSubmit((fields) => {
    if (!user?.admin_id) {
      form.setErrors({ name: t('students.form.adminMissing') });
      return;
    }
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (key === 'password' && !value) continue; // edit: an empty password keeps the current one
      data.append(key, value.trim());
    }
    data.append('admin_id', String(user.admin_id));
    data.append('admin_name', user.admin_name ?? '');
    data.append('admin_email', user.admin_email ?? '');
    if (photo) data.append('image', photo);
    save.mutate(data, {
      onSuccess: async (created) => {
        if (!lead || !created || typeof created !== 'object' || !('id' in created)) {
          navigate('/admin/students');
          return;
        }
        const studentId = Number(created.id);
        await convertLead(lead, studentId).catch(() => undefined);
        const seat = new URLSearchParams({ student: String(studentId), name: fields.name.trim() });
        const shift = params.get('shift');
        if (shift) seat.set('shift', shift);
        navigate(`/admin/memberships?${seat}`);
      },
    });
  });
  const input = form.getInputProps;

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={editing ? t('students.form.editTitle') : t('students.form.addTitle')}
        description={
          editing
            ? t('students.form.editDescription', { id: current?.student_id ?? '' })
            : t('students.form.addDescription')
        }
      />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('students.form.name')} withAsterisk {...input('name')} />
              <TextInput label={t('students.list.email')} withAsterisk type="email" {...input('email')} />
              <TextInput label={t('students.list.phone')} withAsterisk type="tel" {...input('phone')} />
              <PasswordInput
                label={t('students.form.password')}
                withAsterisk={!editing}
                autoComplete="new-password"
                description={editing ? t('students.form.keepPassword') : t('students.form.passwordHint')}
                {...input('password')}
              />
              <TextInput
                label={t('students.form.aadhaar')}
                withAsterisk
                inputMode="numeric"
                maxLength={14}
                description={t('students.form.aadhaarHint')}
                {...input('aadhaar')}
              />
              <TextInput label={t('students.list.course')} withAsterisk {...input('course')} />
              <DateField
                label={t('students.form.dob')}
                value={form.values.dob}
                onChange={(dob) => form.setFieldValue('dob', dob)}
                error={form.errors.dob}
              />
              <ImageInput
                label={t('students.form.photo')}
                value={photo}
                onChange={setPhoto}
                placeholder={current?.image ? t('students.form.keepPhoto') : t('students.form.choosePhoto')}
              />
              <TextInput label={t('students.form.father')} {...input('father_name')} />
              <TextInput label={t('students.form.mother')} {...input('mother_name')} />
            </SimpleGrid>
            <Textarea label={t('students.form.address')} autosize minRows={2} {...input('address')} />
            <Textarea
              label={t('students.form.permanentAddress')}
              autosize
              minRows={2}
              {...input('permanent_address')}
            />
            {gst.data?.gstin ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('students.form.gstState')}
                  description={t('students.form.gstStateHint')}
                  data={[
                    { value: '', label: t('students.form.gstStateLibrary') },
                    ...GST_STATE_CODES.map((code) => ({ value: code, label: placeOfSupplyLabel(code) })),
                  ]}
                  searchable
                  allowDeselect={false}
                  {...input('gst_state')}
                />
                <TextInput
                  label={t('students.form.gstin')}
                  description={t('students.form.gstinHint')}
                  autoComplete="off"
                  maxLength={20}
                  {...input('gstin')}
                />
              </SimpleGrid>
            ) : null}
            <FormActions
              error={
                save.isError
                  ? messageOf(
                      save.error,
                      editing ? t('students.form.saveFailed') : t('students.form.addFailed'),
                    )
                  : null
              }
              submitLabel={editing ? t('students.form.save') : t('students.form.add')}
              pending={save.isPending}
              onCancel={() => navigate('/admin/students')}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

function fromRecord(s: TStudentDetail): Fields {
  return {
    name: s.name,
    email: s.email,
    password: '',
    phone: s.phone,
    aadhaar: s.aadhaar ?? '',
    course: s.course,
    address: s.address,
    dob: s.dob ?? '',
    father_name: s.father_name,
    mother_name: s.mother_name,
    permanent_address: s.permanent_address,
    gst_state: s.gst_state,
    gstin: s.gstin,
  };
}
