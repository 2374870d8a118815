import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_LABELS,
  type NotificationCategory,
} from '@common/notifications';
import { Bell } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '@/components/checkbox';
import { Label } from '@/components/label';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/account-api';

/** One switch per notification mail; saved as soon as it changes. */
export function NotificationPreferences() {
  const id = useId();
  const { user } = useAuth();
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  async function toggle(category: NotificationCategory, on: boolean) {
    if (!prefs.data) return;
    try {
      await save.mutateAsync({ ...prefs.data, [category]: on });
    } catch (err) {
      toast.error('Not saved', errorText(err, 'Could not save your notification settings.'));
    }
  }

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="flex items-center gap-2 text-sm font-semibold">
        <Bell className="size-4 text-primary" aria-hidden="true" /> Email notifications
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {user?.isVerified
          ? 'Choose which mails we send you. Mails never contain your health data.'
          : 'Verify your email address to receive these mails.'}
      </p>
      {NOTIFICATION_CATEGORIES.map((category) => (
        <div key={category} className="flex items-start gap-3">
          <Checkbox
            id={`${id}-${category}`}
            checked={prefs.data?.[category] ?? true}
            disabled={!prefs.data || save.isPending}
            onCheckedChange={(v) => void toggle(category, v === true)}
          />
          <div className="grid gap-0.5">
            <Label htmlFor={`${id}-${category}`}>{NOTIFICATION_LABELS[category].label}</Label>
            <span className="text-xs text-muted-foreground">{NOTIFICATION_LABELS[category].description}</span>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
