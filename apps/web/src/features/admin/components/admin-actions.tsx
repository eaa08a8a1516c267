import { ClipboardCheckIcon, MailPlusIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ADMIN_DASHBOARD } from '@/content/admin';

const ICONS: LucideIcon[] = [ClipboardCheckIcon, UsersIcon, MailPlusIcon];

/** Shortcuts to the admin screens. */
export function AdminActions() {
  return (
    <Card role="region" className="gap-3" aria-labelledby="admin-actions-heading">
      <CardTitle id="admin-actions-heading">{ADMIN_DASHBOARD.actions.heading}</CardTitle>
      <ul className="flex flex-col gap-2">
        {ADMIN_DASHBOARD.actions.items.map((item, index) => {
          const Icon = ICONS[index] ?? ClipboardCheckIcon;
          return (
            <li key={item.href}>
              <Button asChild variant="outline" className="w-full justify-start">
                <Link to={item.href}>
                  <Icon aria-hidden="true" />
                  {item.label}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
