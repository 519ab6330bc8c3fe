import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { EmergencyContext, EmergencyDraft } from '../../machines/emergency.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import { EmergencyButton } from '../../src/features/emergency/EmergencyButton.tsx';
import { text } from '../../src/text/catalogue.ts';
import { autocompleteOn, installFakePlaces, pickPlace } from '../helpers/fake-places.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { renderScreen } from '../helpers/render-screen.tsx';
import { emergencyModel, pickedPlace, typedMessage, typedPlace } from '../models/emergency.model.ts';

const t = text.emergency;
const user = userEvent.setup({ delay: null });

const dialog = () => screen.queryByRole('dialog', { name: t.title });
const openButton = () => screen.getByRole('button', { name: t.open });
const sendButton = () => screen.getByRole('button', { name: t.send });
const proceedButton = () => screen.getByRole('button', { name: new RegExp(`${t.proceed}$`) });
const messageField = () => screen.getByLabelText(t.message);
const placeField = () => screen.getByLabelText(t.place);

// With a Maps key, so the place can also be picked from the suggestions.
beforeAll(installFakePlaces);

const renderEmergency = (runtime: Runtime) => renderScreen(<EmergencyButton />, { runtime, path: '/explorer' });

async function retype(field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

function expectDraft({ message, place, missing }: EmergencyContext, { writable = true } = {}) {
  expect(dialog()).toBeInTheDocument();
  expect(messageField()).toHaveValue(message);
  expect(placeField()).toHaveValue(place);
  // While the quota is used nothing can be typed.
  expect(messageField()).toHaveProperty('disabled', !writable);
  expect(placeField()).toHaveProperty('disabled', !writable);
  expect(screen.getByText(t.reach)).toBeInTheDocument();
  expect(screen.getByText(t.oncePerDay)).toBeInTheDocument();
  if (missing.message) expect(messageField()).toHaveAccessibleDescription(t.messageMissing);
  else expect(messageField()).not.toHaveAccessibleDescription();
  if (missing.place) {
    expect(placeField()).toHaveAccessibleDescription(t.placeMissing);
    expect(placeField()).toHaveClass('border-red-600');
  } else expect(placeField()).not.toHaveAccessibleDescription();
}

const expectNoLimitWarning = () => expect(screen.queryByText(/Limit harian digunakan/)).not.toBeInTheDocument();

/** What the modal shows, the same whether the quota is kept as used or not yet known. */
const modalStates: Record<string, (snapshot: AnyMachineSnapshot) => void> = {
  closed: () => {
    expect(dialog()).not.toBeInTheDocument();
    expect(openButton()).toBeEnabled();
  },
  'drafting.checkingLimit': (snapshot) => {
    expectDraft(snapshot.context as EmergencyContext);
    expect(screen.getByRole('status')).toHaveTextContent(t.checking);
    expect(sendButton()).toBeDisabled();
  },
  'drafting.available': (snapshot) => {
    expectDraft(snapshot.context as EmergencyContext);
    expectNoLimitWarning();
    expect(sendButton()).toBeEnabled();
  },
  'drafting.limited': (snapshot) => {
    const context = snapshot.context as EmergencyContext;
    expectDraft(context, { writable: false });
    expect(screen.getByText(t.limited(context.hoursLeft ?? -1))).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  },
  confirming: () => {
    expect(screen.getByText(t.confirm)).toBeInTheDocument();
    expect(proceedButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: t.cancel })).toHaveFocus();
  },
  sending: () => {
    expect(screen.getByText(t.confirm)).toBeInTheDocument();
    expect(proceedButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: t.cancel })).toBeDisabled();
  },
};

const quotaAndModalStates = Object.fromEntries(
  ['unknown', 'used'].flatMap((quota) =>
    Object.entries(modalStates).map(([modal, expectShown]) => [`quota.${quota},modal.${modal}`, expectShown]),
  ),
);

describe('emergency modal', () => {
  testViewPaths({
    ...emergencyModel,
    machine: liveFlows.emergency,
    render: ({ machine, clock, inspect }) =>
      renderEmergency({ flows: { emergency: machine as typeof liveFlows.emergency }, clock, inspect }),
    userActions: {
      OPEN: async () => user.click(openButton()),
      CLOSE: async () => user.click(screen.getByRole('button', { name: text.common.close })),
      MESSAGE_CHANGED: async (event) => retype(messageField(), event.value),
      PLACE_CHANGED: async (event) => retype(placeField(), event.value),
      PLACE_CHOSEN: async (event) => {
        await waitFor(() => expect(autocompleteOn(placeField())).toBeDefined());
        pickPlace(placeField(), { name: event.name, url: event.url, formatted_address: `${event.name}, Denpasar` });
      },
      SEND: async () => user.click(sendButton()),
      CONFIRM: async () => user.click(proceedButton()),
      CANCEL: async () => user.click(screen.getByRole('button', { name: t.cancel })),
    },
    states: quotaAndModalStates,
  });
});

describe('emergency texts', () => {
  it.each([
    [5, '⌛Limit harian digunakan, kirim lagi dalam 5 jam'],
    [0, '⌛Limit harian digunakan, kirim lagi dalam < 1 jam'],
  ])('says %i hours left as "%s"', (hours, shown) => {
    expect(t.limited(hours)).toBe(shown);
  });
});

describe('emergency answers', () => {
  function withSend(send: (draft: EmergencyDraft) => Promise<void>) {
    const emergency = liveFlows.emergency.provide({
      actors: {
        checkLimit: fromPromise<number | null>(async () => null),
        sendEmergency: fromPromise<void, EmergencyDraft>(({ input }) => send(input)),
      },
    });
    renderEmergency({ flows: { emergency } });
  }

  async function writeAndConfirm() {
    await user.click(openButton());
    await user.type(messageField(), typedMessage);
    await user.type(placeField(), typedPlace);
    await user.click(sendButton());
    await user.click(proceedButton());
  }

  it('a sent message closes the modal and says so; the next draft starts empty', async () => {
    const sent: EmergencyDraft[] = [];
    withSend(async (draft) => {
      sent.push(draft);
    });
    await writeAndConfirm();

    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
    expect(sent).toEqual([{ message: typedMessage, place: typedPlace, placeUrl: null }]);
    await user.click(openButton());
    expect(messageField()).toHaveValue('');
  });

  it('a place picked from the suggestions is sent with its Maps page', async () => {
    const sent: EmergencyDraft[] = [];
    withSend(async (draft) => {
      sent.push(draft);
    });
    await user.click(openButton());
    await user.type(messageField(), typedMessage);
    await waitFor(() => expect(autocompleteOn(placeField())).toBeDefined());
    pickPlace(placeField(), { ...pickedPlace, formatted_address: 'Jl. Gatot Subroto 1, Denpasar' });
    expect(placeField()).toHaveValue(pickedPlace.name);
    await user.click(sendButton());
    await user.click(proceedButton());

    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    expect(sent).toEqual([{ message: typedMessage, place: pickedPlace.name, placeUrl: pickedPlace.url }]);
  });

  it('a failed send says so and keeps the draft', async () => {
    withSend(() => Promise.reject({ status: 0, body: null }));
    await writeAndConfirm();

    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(messageField()).toHaveValue(typedMessage);
    expect(placeField()).toHaveValue(typedPlace);
  });
});
