import { CONTACT_MAX, NICKNAME_MAX, NICKNAME_MIN } from '@khel/contract/limits';
import { CONTACT_FIELDS, type ContactField, type PlayerProfile } from './profile';

/** The edit-profile form as typed; empty strings clear a field. */
export interface ProfileForm extends Record<ContactField, string> {
  nickname: string;
  birthday: string;
  email: string;
}

export type ProfileErrorKey =
  | 'nicknameLength'
  | 'emailInvalid'
  | 'birthdayInvalid'
  | 'birthdayFuture'
  | 'birthdayUnderage'
  | 'contactTooLong';

/** docs/product.md §9: players are 18 or older. */
export const MIN_AGE = 18;

export function nicknameError(nickname: string): ProfileErrorKey | null {
  const length = Array.from(nickname.trim()).length;
  if (length === 0) return null;
  return length < NICKNAME_MIN || length > NICKNAME_MAX ? 'nicknameLength' : null;
}

export function emailError(email: string): ProfileErrorKey | null {
  const value = email.trim();
  if (!value) return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value) ? null : 'emailInvalid';
}

/** Full years from `birthday` to `today`, both YYYY-MM-DD. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Birthday: a real date, not after today, at least 18 years ago. */
export function birthdayError(birthday: string, today: string): ProfileErrorKey | null {
  if (!birthday) return null;
  if (!isRealDate(birthday)) return 'birthdayInvalid';
  if (birthday > today) return 'birthdayFuture';
  return ageOn(birthday, today) < MIN_AGE ? 'birthdayUnderage' : null;
}

/** The first problem of the form, in the order the fields are shown. */
export function profileFormError(form: ProfileForm, today: string): ProfileErrorKey | null {
  return (
    nicknameError(form.nickname) ??
    birthdayError(form.birthday, today) ??
    emailError(form.email) ??
    (CONTACT_FIELDS.some((f) => form[f].trim().length > CONTACT_MAX[f]) ? 'contactTooLong' : null)
  );
}

export function profileToForm(profile: PlayerProfile): ProfileForm {
  return {
    nickname: profile.nickname ?? '',
    birthday: profile.birthday ?? '',
    email: profile.email ?? '',
    whatsapp: profile.whatsapp ?? '',
    facebook: profile.facebook ?? '',
    telegram: profile.telegram ?? '',
    twitter: profile.twitter ?? '',
  };
}

/** What /user/updateInfo gets: every field trimmed; an empty nickname is left out (unchanged). */
export type ProfileUpdate = Omit<ProfileForm, 'nickname'> & { nickname?: string };

export function toProfileUpdate(form: ProfileForm): ProfileUpdate {
  const { nickname, ...rest } = Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, value.trim()]),
  ) as unknown as ProfileForm;
  return nickname ? { ...rest, nickname } : rest;
}
