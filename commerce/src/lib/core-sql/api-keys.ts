/**
 * Whether a token is a known, unrevoked publishable key (Medusa's `api_key` table): what
 * Medusa's own middleware asks with two statements, as one SQL condition to put in a
 * statement that does more. One parameter: the token.
 */
export const PUBLISHABLE_KEY_VALID = `EXISTS (
  SELECT 1 FROM api_key
   WHERE token = ?::text AND type = 'publishable' AND deleted_at IS NULL
     AND (revoked_at IS NULL OR revoked_at > now()))`
