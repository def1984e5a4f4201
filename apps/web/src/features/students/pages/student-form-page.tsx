import { Paper, PasswordInput, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TStudentDetail, ZStudentForm } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { useSession } from '../../../lib/session.tsx';
import { DateField } from '../../common/date-field.tsx';
import { FormActions } from '../../common/form-actions.tsx';
import { ImageInput } from '../../common/image-input.tsx';
import { PageHeader } from '../../common/page-header.tsx';
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
};
type Fields = typeof EMPTY;

/** Add student (no id) or edit (id in the route: PUT, and an empty password is not sent). */
export function StudentFormPage() {
  const { id } = useParams();
  const current = useQuery({ ...studentQuery(id ?? ''), enabled: Boolean(id) });
  if (id && current.isPending) return <Skeleton h={420} radius="md" />;
  if (id && current.isError) {
    return <Text c="red">{messageOf(current.error, 'Failed to load student details')}</Text>;
  }
  return <StudentForm key={id ?? 'new'} id={id} current={current.data} />;
}

function StudentForm({ id, current }: { id?: string; current?: TStudentDetail }) {
  const editing = Boolean(id);
  const { user } = useSession();
  const navigate = useNavigate();
  const save = useSaveStudent(id);
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<Fields>({
    initialValues: current ? fromRecord(current) : EMPTY,
    validate: contractValidate<Fields>(ZStudentForm, {
      fields: ['name', 'email', 'phone', 'aadhaar', 'course', ...(editing ? [] : ['password' as const])],
      message: editing
        ? 'All required fields must be filled!'
        : 'All fields including Aadhaar number are required!',
    }),
  });

  const submit = form.onSubmit((fields) => {
    if (!user?.admin_id) {
      form.setErrors({ name: 'Admin information is missing!' });
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
    save.mutate(data, { onSuccess: () => navigate('/admin/students') });
  });
  const input = form.getInputProps;

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={editing ? 'Edit Student' : 'Add Student'}
        description={
          editing
            ? `${current?.student_id ?? ''} · leave the password empty to keep it`
            : 'Register a student in your library.'
        }
      />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Name" withAsterisk {...input('name')} />
              <TextInput label="Email" withAsterisk type="email" {...input('email')} />
              <TextInput label="Phone" withAsterisk type="tel" {...input('phone')} />
              <PasswordInput
                label="Password"
                withAsterisk={!editing}
                autoComplete="new-password"
                description={editing ? 'Empty keeps the current password' : 'At least 8 characters'}
                {...input('password')}
              />
              <TextInput
                label="Aadhaar number"
                withAsterisk
                inputMode="numeric"
                maxLength={14}
                description="12 digits"
                {...input('aadhaar')}
              />
              <TextInput label="Course" withAsterisk {...input('course')} />
              <DateField
                label="Date of birth"
                value={form.values.dob}
                onChange={(dob) => form.setFieldValue('dob', dob)}
                error={form.errors.dob}
              />
              <ImageInput
                label="Photo"
                value={photo}
                onChange={setPhoto}
                placeholder={current?.image ? 'Keep the current photo' : 'Choose an image (max 2 MB)'}
              />
              <TextInput label="Father's name" {...input('father_name')} />
              <TextInput label="Mother's name" {...input('mother_name')} />
            </SimpleGrid>
            <Textarea label="Address" autosize minRows={2} {...input('address')} />
            <Textarea label="Permanent address" autosize minRows={2} {...input('permanent_address')} />
            <FormActions
              error={
                save.isError
                  ? messageOf(save.error, editing ? 'Failed to save student' : 'Failed to add student')
                  : null
              }
              submitLabel={editing ? 'Save Student' : 'Add Student'}
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
  };
}
