import type { Config } from '../config.ts';
import { AadhaarVault } from './aadhaar-vault.ts';
import { loadDataKey } from './data-key.ts';
import { SecretBox } from './secret-box.ts';

/** The vault for this configuration's data key (DATA_KEY, or the key file in DATA_DIR). */
export function openVault(config: Pick<Config, 'DATA_KEY' | 'DATA_DIR'>): AadhaarVault {
  return new AadhaarVault(loadDataKey(config.DATA_KEY, config.DATA_DIR));
}

/** The box for providers' secrets, under the same data key. */
export function openSecretBox(config: Pick<Config, 'DATA_KEY' | 'DATA_DIR'>): SecretBox {
  return new SecretBox(loadDataKey(config.DATA_KEY, config.DATA_DIR));
}
