import { PASSWORD_LIMITS } from '@haulclub/shared';
import { isCommonPassword } from './common-passwords';

export interface PasswordWeakness {
  message: string;
  /** GoTrue's reasons: length, characters, pwned (here: on the common-passwords list). */
  reasons: ('length' | 'characters' | 'pwned')[];
}

/** Checks a new password; returns why it is refused, or undefined when it is acceptable. */
export function checkPasswordStrength(password: string): PasswordWeakness | undefined {
  const length = [...password].length;
  if (length < PASSWORD_LIMITS.min) {
    return { message: `Password should be at least ${PASSWORD_LIMITS.min} characters.`, reasons: ['length'] };
  }
  if (length > PASSWORD_LIMITS.max) {
    return { message: `Password should be at most ${PASSWORD_LIMITS.max} characters.`, reasons: ['length'] };
  }
  if (isCommonPassword(password)) {
    return {
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      reasons: ['pwned'],
    };
  }
  return undefined;
}
