-- hand-written: a message that carries a file may have no text (the check from 0020 predates files).
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_body_check";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_body_check" CHECK (length("body") <= 4000 AND (length("body") >= 1 OR "file_key" IS NOT NULL));
