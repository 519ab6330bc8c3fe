import { text } from '../../text/catalogue.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { AltReminderSetting } from './AltReminderSetting.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { SafetyLists } from './SafetyLists.tsx';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';

export default function AccountPage() {
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <section className={card}>
        <h1 className="mb-4 text-xl font-bold text-slate-900 dark:text-white">{text.account.heading}</h1>
        <AccountDetails />
      </section>
      <div className={card}>
        <ChangePasswordForm />
      </div>
      <div className={card}>
        <SafetyLists />
      </div>
      <div className={card}>
        <AltReminderSetting />
      </div>
    </div>
  );
}
