import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  missingProfileFields,
  type ProfileEditContext,
  type ProfileEditInput,
  type ProfileField,
} from '../../machines/profile-edit.machine.ts';
import type { PersonalUser, ProfileData, UpdateProfileRequest } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import type { SessionActor } from '../../src/app/session.tsx';
import ProfileEditPage from '../../src/pages/profile/ProfileEditPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { loadedProfile, ownerInput, profileEditModel, typedBio } from '../models/profile-edit.model.ts';

const t = text.profileEdit;
const user = userEvent.setup({ delay: null });

const LABELS: Record<ProfileField, string> = {
  first_name: t.firstName,
  last_name: t.lastName,
  username: t.username,
  bio: t.bio,
  address: t.address,
  phone_number: t.phone,
};

const fieldOf = (name: ProfileField) => screen.getByLabelText(LABELS[name]);
// While busy the button also reads the spinner's label.
const submitButton = () => screen.getByRole('button', { name: new RegExp(`${t.submit}$`) });

/** A signed-in session that counts how often it read the current member. */
function countingSession(member: PersonalUser) {
  const reads = { count: 0 };
  const logic = liveFlows.session.provide({
    actors: {
      fetchCurrentUser: fromPromise(async () => {
        reads.count += 1;
        return member;
      }),
      logout: fromPromise(async () => {}),
    },
  });
  const session: SessionActor = createActor(logic, { input: { token: 'test-token', verified: true } }).start();
  return { session, reads };
}

function renderEdit(runtime: Runtime, { username, viewer }: ProfileEditInput = ownerInput) {
  const { session, reads } = countingSession({ ...demoUser, username: viewer ?? '' });
  renderScreen(<ProfileEditPage />, {
    runtime,
    session,
    path: `/profile/${username}/edit`,
    routePath: '/profile/:username/edit',
  });
  return reads;
}

function expectValues({ values }: ProfileEditContext) {
  for (const [name, value] of Object.entries(values)) expect(fieldOf(name as ProfileField)).toHaveValue(value);
}

const expectNoForm = () => expect(screen.queryByLabelText(t.firstName)).not.toBeInTheDocument();

describe('profile edit screen', () => {
  testViewPaths({
    ...profileEditModel,
    machine: liveFlows.profileEdit,
    render: ({ machine, input, clock, inspect }) =>
      renderEdit({ flows: { profileEdit: machine as typeof liveFlows.profileEdit }, clock, inspect }, input as ProfileEditInput),
    userActions: {
      FIELD_CHANGED: async (event) => {
        await user.clear(fieldOf(event.field));
        await user.type(fieldOf(event.field), event.value);
      },
      SUBMIT: async () => user.click(submitButton()),
      RETRY: async () => user.click(screen.getByRole('button', { name: text.failure.retry })),
    },
    states: {
      notOwner: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(t.notOwner);
        expect(screen.queryByRole('button', { name: text.failure.retry })).not.toBeInTheDocument();
        expectNoForm();
      },
      loading: () => {
        expect(screen.getByRole('status')).toHaveTextContent(text.common.loading);
        expectNoForm();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(t.loadFailed);
        expect(screen.getByRole('button', { name: text.failure.retry })).toBeEnabled();
        expectNoForm();
      },
      editing: (snapshot) => {
        const context = snapshot.context as ProfileEditContext;
        expect(screen.getByRole('heading', { name: t.heading })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: t.changePhoto })).toBeInTheDocument();
        expectValues(context);
        expect(submitButton()).toHaveProperty('disabled', !snapshot.can({ type: 'SUBMIT' }));
        // An empty field is marked and named by Update Profile, until the server has its own word.
        const missing = missingProfileFields(context.values);
        for (const name of Object.keys(LABELS) as ProfileField[]) {
          const message = context.errors[name] ?? (missing.includes(name) ? text.common.required : undefined);
          if (message) expect(fieldOf(name)).toHaveAccessibleDescription(message);
          else expect(fieldOf(name)).not.toHaveAccessibleDescription();
        }
        if (missing.length > 0) expect(submitButton()).toHaveAccessibleDescription(t.missing(missing.map((name) => LABELS[name])));
        else expect(submitButton()).not.toHaveAccessibleDescription();
      },
      saving: (snapshot) => {
        expectValues(snapshot.context as ProfileEditContext);
        expect(submitButton()).toBeDisabled();
        expect(submitButton()).toHaveAttribute('aria-busy', 'true');
        expect(fieldOf('bio')).toHaveAttribute('readonly');
        // Earlier messages are gone with the new attempt.
        for (const name of Object.keys(LABELS) as ProfileField[]) expect(fieldOf(name)).not.toHaveAccessibleDescription();
      },
      moved: (snapshot) => {
        const { values } = snapshot.context as ProfileEditContext;
        expect(screen.getByTestId('location')).toHaveTextContent(`/profile/${values.username}`);
      },
    },
  });
});

describe('profile edit answers', () => {
  function withAnswers(save: () => Promise<void>) {
    const sent: UpdateProfileRequest[] = [];
    const profileEdit = liveFlows.profileEdit.provide({
      actors: {
        fetchProfile: fromPromise<ProfileData, { username: string }>(async () => loadedProfile),
        updateProfile: fromPromise<void, UpdateProfileRequest>(async ({ input }) => {
          sent.push(input);
          return save();
        }),
      },
    });
    const reads = renderEdit({ flows: { profileEdit } });
    return { sent, reads };
  }

  async function fillBioAndSave() {
    await user.type(await screen.findByLabelText(t.bio), typedBio);
    await user.click(submitButton());
  }

  it('a save under the same username says so and has the top bar read the member again', async () => {
    const { sent, reads } = withAnswers(async () => {});
    await fillBioAndSave();

    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(reads.count).toBe(2));
    expect(fieldOf('bio')).toHaveValue(typedBio);
  });

  it('a server failure is said in a toast; everything typed stays', async () => {
    withAnswers(() => Promise.reject({ status: 500, body: null }));
    await fillBioAndSave();

    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(fieldOf('bio')).toHaveValue(typedBio);
    expect(fieldOf('phone_number')).toHaveValue(loadedProfile.phone_number);
  });

  it('marks Bio and No Handphone while they are empty and says by Update Profile that they are needed', async () => {
    const profileEdit = liveFlows.profileEdit.provide({
      actors: {
        fetchProfile: fromPromise<ProfileData, { username: string }>(async () => ({ ...loadedProfile, phone_number: null })),
        updateProfile: fromPromise<void, UpdateProfileRequest>(async () => {}),
      },
    });
    renderEdit({ flows: { profileEdit } });
    const bio = await screen.findByLabelText(t.bio);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Isi Bio dan No Handphone untuk menyimpan profil.');
    expect(bio).toHaveAccessibleDescription('Wajib diisi');
    expect(bio).toHaveClass('border-amber-500');
    expect(bio).not.toHaveAttribute('aria-invalid');
    expect(fieldOf('phone_number')).toHaveAccessibleDescription('Wajib diisi');
    expect(fieldOf('first_name')).not.toHaveAccessibleDescription();

    await user.type(bio, typedBio);
    expect(bio).not.toHaveAccessibleDescription();
    expect(submitButton()).toHaveAccessibleDescription('Isi No Handphone untuk menyimpan profil.');
    await user.type(fieldOf('phone_number'), '081234567890');
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAccessibleDescription();
  });

  it('offers the address as a labelled text input without a Maps key', async () => {
    withAnswers(async () => {});
    const address = await screen.findByLabelText(t.address);
    await user.clear(address);
    await user.type(address, 'Jalan Pakerisan 2');
    expect(address).toHaveValue('Jalan Pakerisan 2');
  });
});
