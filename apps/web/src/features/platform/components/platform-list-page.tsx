import { Stack, Text } from '@mantine/core';
import type { ApiRow, ListPath } from '../../../lib/api-client.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';

/** The Name column of the platform's people lists, in bold. */
export function nameColumn<T extends { name: string }>(header: string): Column<T> {
  return {
    header,
    cell: (row) => (
      <Text size="sm" fw={600}>
        {row.name}
      </Text>
    ),
  };
}

/** A list of every library's people (staff, students), searched and paged on the server. */
export function PlatformListPage<P extends ListPath>({
  title,
  description,
  ...table
}: {
  title: string;
  description: string;
  path: P;
  columns: Column<ApiRow<P>>[];
  searchLabel: string;
  emptyText: string;
  errorText: string;
}) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} />
      <PagedTable {...table} />
    </Stack>
  );
}
