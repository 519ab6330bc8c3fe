// The fields of a profile edit (contract §12), in the order the form shows them: the request
// schema has exactly these keys, and the SPA's form edits exactly these.
export const PROFILE_EDIT_FIELDS = ['first_name', 'last_name', 'username', 'bio', 'address', 'phone_number'] as const;

export type ProfileEditField = (typeof PROFILE_EDIT_FIELDS)[number];
