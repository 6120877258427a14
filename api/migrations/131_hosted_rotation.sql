-- Hosted sessions rotate (issue 26, finding 3): once the hosted refresh token moves into the cookie, the session's
-- refresh tokens are this api's rotating ones, living the hosted lifetime (`refresh_ttl`, seconds; null = password).
ALTER TABLE auth_sessions ADD COLUMN IF NOT EXISTS refresh_ttl integer;
