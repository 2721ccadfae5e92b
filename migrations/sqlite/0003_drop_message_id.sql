-- The board's message id was never needed: a click names its game and version in the button's id.
ALTER TABLE games DROP COLUMN message_id;
