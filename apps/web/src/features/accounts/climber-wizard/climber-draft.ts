import type { AuthUser } from '@cordee/shared/auth.contracts';
import { CLIMBING_ACTIVITIES, type Gender } from '@cordee/shared/catalogue';

export type Activity = { name: (typeof CLIMBING_ACTIVITIES)[number]; level: number };

/** The "new user draft", kept in localStorage while the climber goes through the wizard. */
export type ClimberDraft = {
  dob?: string;
  gender?: Gender | '';
  otherGender?: string | null;
  tempImage?: string | null;
  skills?: string[];
  activities?: Activity[];
  type_yours?: string | null;
  bio?: string | null;
  new_skills?: string[];
};

/** The key the spec's session rules know: startSession clears it when a token is set. */
export const CLIMBER_DRAFT_KEY = 'newUser';

function storedDraft(): ClimberDraft {
  const raw = localStorage.getItem(CLIMBER_DRAFT_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ClimberDraft) : {};
  } catch {
    // A truncated value must not block the wizard; the steps fill it again.
    return {};
  }
}

/** What the user already saved: a climber who reopens the wizard finds their answers, not blanks. */
function draftFromUser(user: AuthUser | null): ClimberDraft {
  if (!user) return {};
  const known = CLIMBING_ACTIVITIES as readonly string[];
  return {
    ...(user.dob ? { dob: user.dob.slice(0, 10) } : {}),
    ...(user.gender ? { gender: user.gender as Gender } : {}),
    ...(user.otherGender ? { otherGender: user.otherGender } : {}),
    ...(user.skills.length > 0 ? { skills: user.skills } : {}),
    ...(user.activities.length > 0
      ? { activities: user.activities.filter((activity): activity is Activity => known.includes(activity.name)) }
      : {}),
    ...(user.type_yours ? { type_yours: user.type_yours } : {}),
    ...(user.bio ? { bio: user.bio } : {}),
    ...(user.new_skills.length > 0 ? { new_skills: user.new_skills } : {}),
  };
}

/** The draft, over what the user already has on the server. */
export function readClimberDraft(user: AuthUser | null): ClimberDraft {
  return { ...draftFromUser(user), ...storedDraft() };
}

/** Each step saves its answers before moving on; the other steps' answers stay. */
export function saveClimberDraft(patch: ClimberDraft): void {
  localStorage.setItem(CLIMBER_DRAFT_KEY, JSON.stringify({ ...storedDraft(), ...patch }));
}

export function clearClimberDraft(): void {
  localStorage.removeItem(CLIMBER_DRAFT_KEY);
}

/** Every climbing activity of the catalogue with its level, 0 by default. */
export function activityLevels(activities: readonly Activity[] | undefined): Activity[] {
  return CLIMBING_ACTIVITIES.map((name) => ({
    name,
    level: activities?.find((activity) => activity.name === name)?.level ?? 0,
  }));
}
