// The account page's switch for the reminder before posting photos without a description: off
// and on again, kept in the browser's storage where the create-album dialog reads it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { altReminder } from '../../src/app/alt-reminder.ts';
import { AltReminderSetting } from '../../src/pages/account/AltReminderSetting.tsx';
import { text } from '../../src/text/catalogue.ts';

const user = userEvent.setup({ delay: null });
const toggle = () => screen.getByRole('checkbox', { name: text.altText.setting });

afterEach(() => localStorage.clear());

describe('alt text reminder setting', () => {
  it('is on by default, and switching it off and on is remembered', async () => {
    const { unmount } = render(<AltReminderSetting />);
    expect(toggle()).toBeChecked();
    expect(toggle()).toHaveAccessibleDescription(text.altText.settingNote);

    await user.click(toggle());
    expect(altReminder.isOn()).toBe(false);
    unmount();

    render(<AltReminderSetting />);
    expect(toggle()).not.toBeChecked();
    await user.click(toggle());
    expect(altReminder.isOn()).toBe(true);
  });
});
