import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export interface QuickLink {
  to: string;
  label: string;
  /** The one filled button of the row; the others are light. */
  primary?: boolean;
}

/** A row of buttons to a role's everyday screens. */
export function QuickLinks({ links }: { links: QuickLink[] }) {
  return (
    <Group gap="sm">
      {links.map((link) => (
        <Button key={link.to} component={Link} to={link.to} variant={link.primary ? 'filled' : 'light'}>
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
