import { DevicePushSetting } from '../../features/device-push/DevicePushSetting.tsx';
import { text } from '../../text/catalogue.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { AltReminderSetting } from './AltReminderSetting.tsx';
import { useSessionSelector } from '../../app/session.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { MailedPasswordNotice } from './MailedPasswordNotice.tsx';
import { SafetyLists } from './SafetyLists.tsx';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';

const CHANGE_PASSWORD_ID = 'ganti-password';

export default function AccountPage() {
  const passwordMailed = useSessionSelector((snapshot) => snapshot.context.user?.password_mailed ?? false);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      {passwordMailed && <MailedPasswordNotice changeFormId={CHANGE_PASSWORD_ID} />}
      <section className={card}>
        <h1 className="mb-4 text-xl font-bold text-slate-900 dark:text-white">{text.account.heading}</h1>
        <AccountDetails />
      </section>
      <div className={card}>
        <ChangePasswordForm id={CHANGE_PASSWORD_ID} />
      </div>
      <div className={card}>
        <SafetyLists />
      </div>
      <div className={card}>
        <DevicePushSetting />
      </div>
      <div className={card}>
        <AltReminderSetting />
      </div>
    </div>
  );
}
