-- MSG91 posts SMS delivery reports to /api/webhooks/msg91/<library>?token=<secret>: MSG91 signs
-- nothing, so the owner's token (sealed with the data key, like the other provider secrets) is
-- the check.
ALTER TABLE "messaging_settings" ADD COLUMN "sms_dlr_token_sealed" text;
