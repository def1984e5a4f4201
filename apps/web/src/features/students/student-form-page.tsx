import {
  Button,
  FileInput,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { TStudentDetail } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api, messageOf } from '../../lib/api-client.ts';
import { fieldSetter } from '../../lib/fields.ts';
import { useSession } from '../../lib/session.tsx';
import { sendForm } from '../../lib/upload.ts';
import { DateField } from '../common/date-field.tsx';
import { notifyError, notifySuccess } from '../common/feedback.tsx';
import { PageHeader } from '../common/page-header.tsx';

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
  const editing = Boolean(id);
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useQuery({
    queryKey: ['student', id],
    queryFn: () => api.get<TStudentDetail>(`/api/manage/students/${id}`),
    enabled: editing,
  });

  useEffect(() => {
    const s = current.data;
    if (!s) return;
    setFields({
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
    });
  }, [current.data]);

  const set = fieldSetter(setFields);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user?.admin_id) {
      setError('Admin information is missing!');
      return;
    }
    const required: (keyof Fields)[] = [
      'name',
      'email',
      'phone',
      'aadhaar',
      'course',
      ...(editing ? [] : ['password' as const]),
    ];
    if (required.some((k) => !fields[k].trim())) {
      setError(
        editing ? 'All required fields must be filled!' : 'All fields including Aadhaar number are required!',
      );
      return;
    }
    setError(null);
    setPending(true);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (key === 'password' && !value) continue; // edit: an empty password keeps the current one
      form.append(key, value.trim());
    }
    form.append('admin_id', String(user.admin_id));
    form.append('admin_name', user.admin_name ?? '');
    form.append('admin_email', user.admin_email ?? '');
    if (photo) form.append('image', photo);
    try {
      if (editing) await sendForm('PUT', `/api/manage/students/${id}`, form);
      else await sendForm('POST', '/api/manage/students/register', form);
      const text = editing ? 'Student updated successfully!' : 'Student added successfully!';
      notifySuccess(text);
      await client.invalidateQueries();
      navigate('/admin/students');
    } catch (err) {
      const text = messageOf(err, editing ? 'Failed to save student' : 'Failed to add student');
      setError(text);
      notifyError(text);
    } finally {
      setPending(false);
    }
  };

  if (editing && current.isPending) return <Skeleton h={420} radius="md" />;
  if (editing && current.isError) {
    return <Text c="red">{messageOf(current.error, 'Failed to load student details')}</Text>;
  }

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={editing ? 'Edit Student' : 'Add Student'}
        description={
          editing
            ? `${current.data?.student_id ?? ''} · leave the password empty to keep it`
            : 'Register a student in your library.'
        }
      />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Name" withAsterisk value={fields.name} onChange={set('name')} />
              <TextInput
                label="Email"
                withAsterisk
                type="email"
                value={fields.email}
                onChange={set('email')}
              />
              <TextInput label="Phone" withAsterisk type="tel" value={fields.phone} onChange={set('phone')} />
              <PasswordInput
                label="Password"
                withAsterisk={!editing}
                value={fields.password}
                onChange={set('password')}
                autoComplete="new-password"
                description={editing ? 'Empty keeps the current password' : 'At least 8 characters'}
              />
              <TextInput
                label="Aadhaar number"
                withAsterisk
                value={fields.aadhaar}
                onChange={set('aadhaar')}
                inputMode="numeric"
                maxLength={14}
                description="12 digits"
              />
              <TextInput label="Course" withAsterisk value={fields.course} onChange={set('course')} />
              <DateField
                label="Date of birth"
                value={fields.dob}
                onChange={(dob) => setFields((f) => ({ ...f, dob }))}
              />
              <FileInput
                label="Photo"
                accept="image/png,image/jpeg,image/webp,image/gif"
                value={photo}
                onChange={setPhoto}
                clearable
                placeholder={current.data?.image ? 'Keep the current photo' : 'Choose an image (max 2 MB)'}
              />
              <TextInput label="Father's name" value={fields.father_name} onChange={set('father_name')} />
              <TextInput label="Mother's name" value={fields.mother_name} onChange={set('mother_name')} />
            </SimpleGrid>
            <Textarea label="Address" value={fields.address} onChange={set('address')} autosize minRows={2} />
            <Textarea
              label="Permanent address"
              value={fields.permanent_address}
              onChange={set('permanent_address')}
              autosize
              minRows={2}
            />
            {error ? (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate('/admin/students')}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                {editing ? 'Save Student' : 'Add Student'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
