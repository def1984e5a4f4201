import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RoleLayout, type RoleLayoutProps } from './role-layout.tsx';

// One cache for every portal; the sign-in pages need neither it nor dialogs, so they stay out of
// the first download.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

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
