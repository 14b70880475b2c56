import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, twilioSignature } from './twilio-signature.ts';

// The example checked against Twilio's own library (twilio 6.2.0, getExpectedTwilioSignature).
const TOKEN = 'test_auth_token_123';
const URL = 'https://example.test/twilio/sms?tenant=wm';
const PARAMS = {
  MessageSid: 'SM123',
  AccountSid: `AC${'0'.repeat(31)}1`,
  From: '+447700900123',
  To: '+447700900001',
  Body: 'Need a tow on the M6',
  NumMedia: '0',
};

describe('Twilio webhook signature', () => {
  it('matches the signature Twilio computes for the same URL and fields', () => {
    expect(twilioSignature(TOKEN, URL, PARAMS)).toBe('/jz4y9yFjrp4tMy8P9WqGaqIylQ=');
  });

  it('refuses a changed body, another URL, a missing signature', () => {
    const signature = twilioSignature(TOKEN, URL, PARAMS);
    expect(isValidTwilioSignature(TOKEN, signature, URL, PARAMS)).toBe(true);
    expect(isValidTwilioSignature(TOKEN, signature, URL, { ...PARAMS, Body: 'x' })).toBe(false);
    expect(isValidTwilioSignature(TOKEN, signature, `${URL}&x=1`, PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, undefined, URL, PARAMS)).toBe(false);
  });
});
