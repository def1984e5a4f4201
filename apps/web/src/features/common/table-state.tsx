import { Skeleton, Table, Text } from '@mantine/core';

/** The body of a table that is loading, failed or empty; renders nothing once there are rows. */
export function TableState({
  columns,
  loading,
  error,
  empty,
  emptyText,
}: {
  columns: number;
  loading: boolean;
  error: string | null;
  empty: boolean;
  emptyText: string;
}) {
  if (loading) {
    return (
      <>
        {[0, 1, 2].map((i) => (
          <Table.Tr key={i}>
            <Table.Td colSpan={columns}>
              <Skeleton h={18} />
            </Table.Td>
          </Table.Tr>
        ))}
      </>
    );
  }
  const text = error ?? (empty ? emptyText : null);
  if (!text) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text ta="center" c={error ? 'red' : 'dimmed'} py="lg" role={error ? 'alert' : undefined}>
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
