-- A creator may pin posts to the top of their shop search (spec section 4: honoured among the first 3 hits).
ALTER TABLE posts ADD COLUMN IF NOT EXISTS pinned_at timestamptz;
