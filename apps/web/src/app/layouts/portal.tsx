import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { RoleLayout, type RoleLayoutProps } from './role-layout.tsx';

// One cache for every portal (lib/query-client.ts); the sign-in pages need neither it nor dialogs,
// so they stay out of the first download.

/** A signed-in portal: data cache, confirm dialogs and the role's frame, loaded with its first page. */
export function Portal(props: RoleLayoutProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <RoleLayout {...props} />
      </ModalsProvider>
    </QueryClientProvider>
  );
}
