import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/index';
import type { RequestContext } from '../audit/index';
import type { SigningKeyStore } from './tokens/signing-key-store';
import type { SignUpGate } from './services/sign-up-gate';
import type { SuspensionListener } from './services/set-suspension';

/** What the auth services need; built once by the auth plugin. */
export interface AuthDeps {
  db: Db;
  mail: MailService;
  config: AppConfig;
  keys: SigningKeyStore;
  /** Who may sign up (invitation rules); replaceable through app.auth.setSignUpGate. */
  signUpGate: SignUpGate;
  /** Run inside every suspend and reinstate transaction; added through app.auth.onSuspensionChange. */
  suspensionListeners: SuspensionListener[];
}

export type { RequestContext };
