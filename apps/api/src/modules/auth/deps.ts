import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/index';
import type { RequestContext } from '../audit/index';
import type { SigningKeyStore } from './tokens/signing-key-store';

/** What the auth services need; built once by the auth plugin. */
export interface AuthDeps {
  db: Db;
  mail: MailService;
  config: AppConfig;
  keys: SigningKeyStore;
}

export type { RequestContext };
