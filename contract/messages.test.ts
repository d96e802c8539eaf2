import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LoginSchema, ProfileUpdateSchema, profileNamesSchema, RegisterSchema } from './auth';
import { MEMBERSHIP_TOASTS } from './membership';
import { ADMIN_TOASTS, asLine, FORM_MESSAGES, PHOTO_MESSAGES, TOASTS } from './messages';
import { MoodRecordSchema } from './moods';

// Every user-facing validation message, toast and catalogue error of the product's specification,
// written out literally: a change of wording anywhere in the contract fails here.

const firstMessage = (schema: z.ZodType, body: unknown) => schema.safeParse(body).error?.issues[0]?.message;
const register = {
  firstName: 'Ayla',
  lastName: 'Demir',
  email: 'ayla@telve.test',
  password: 'cezve-and-cardamom',
  dateOfBirth: '1990-01-01',
  intentions: ['Love'],
};
const profile = { firstName: 'Ayla', lastName: 'Demir', email: 'ayla@telve.test' };

describe('validation messages', () => {
  it.each([
    ['Please enter a valid email address', LoginSchema, { email: 'nope', password: 'secret1' }],
    ['Password must be at least 6 characters', LoginSchema, { email: 'a@b.co', password: '12345' }],
    ['First name is required', RegisterSchema, { ...register, firstName: ' ' }],
    ['Last name is required', RegisterSchema, { ...register, lastName: '' }],
    ['First name must be at least 2 characters.', RegisterSchema, { ...register, firstName: ' A ' }],
    ['Last name must be at least 2 characters.', RegisterSchema, { ...register, lastName: 'K' }],
    ['Please enter a valid email address', RegisterSchema, { ...register, email: 'nope' }],
    ['Password must be at least 6 characters', RegisterSchema, { ...register, password: '12345' }],
    ['Date of birth is required', RegisterSchema, { ...register, dateOfBirth: '' }],
    ['Please select at least one intention', RegisterSchema, { ...register, intentions: [] }],
    [
      'Please specify your other intention',
      RegisterSchema,
      { ...register, intentions: ['Other'], otherIntention: ' ' },
    ],
    ['Please select a mood', MoodRecordSchema, { mood: '' }],
    ['First name must be at least 2 characters.', ProfileUpdateSchema, { ...profile, firstName: 'A' }],
    ['Last name must be at least 2 characters.', ProfileUpdateSchema, { ...profile, lastName: 'D' }],
    ['Please enter a valid email address.', ProfileUpdateSchema, { ...profile, email: 'nope' }],
    ['First name must be at least 2 characters.', ProfileUpdateSchema, { ...profile, firstName: ' ' }],
  ] as const)('%s', (message, schema, body) => {
    expect(firstMessage(schema, body)).toBe(message);
  });

  it('one name rule for registering and the profile; a name stored under an older rule passes unchanged', () => {
    const names = profileNamesSchema({ firstName: 'Ayla', lastName: 'K' });
    expect(names.safeParse({ firstName: 'Aylin', lastName: 'K' }).success).toBe(true);
    expect(names.safeParse({ firstName: 'Aylin', lastName: ' K ' }).success).toBe(true);
    expect(firstMessage(names, { firstName: 'Ayla', lastName: 'J' })).toBe('Last name must be at least 2 characters.');
    expect(firstMessage(names, { firstName: 'A', lastName: 'K' })).toBe('First name must be at least 2 characters.');
    expect(firstMessage(profileNamesSchema(null), { firstName: 'Ayla', lastName: 'K' })).toBe(
      'Last name must be at least 2 characters.',
    );
    // What registers, the profile accepts.
    const registered = RegisterSchema.parse({ ...register, firstName: 'Al', lastName: 'Ng' });
    expect(ProfileUpdateSchema.safeParse({ ...profile, ...registered }).success).toBe(true);
  });

  it('the horoscope hint, the photo rules and the admin date', () => {
    expect(FORM_MESSAGES.horoscopeNeedsBirthDate).toBe(
      'Please update your date of birth in your profile to see your horoscope.',
    );
    expect(asLine(PHOTO_MESSAGES.invalidType)).toBe('Invalid file type: Please upload an image file (JPEG, PNG, etc.)');
    expect(asLine(PHOTO_MESSAGES.tooLarge)).toBe('File too large: Please upload an image smaller than 5MB');
    expect(ADMIN_TOASTS.selectDate).toBe('Please select a date');
  });
});

describe('the error catalogue and success toasts', () => {
  it('sign-in, registration and sign-out', () => {
    expect(TOASTS.loginFailed).toEqual({
      title: 'Login failed',
      description: 'Please check your credentials and try again.',
    });
    expect(FORM_MESSAGES.loginEmail).toBe('Login failed. Please check your credentials.');
    expect(TOASTS.registrationFailed).toEqual({
      title: 'Registration failed',
      description: 'Please check your information and try again.',
    });
    expect(FORM_MESSAGES.registrationEmail).toBe('Registration failed. Please try again.');
    expect(asLine(TOASTS.logoutFailed)).toBe('Logout failed: Failed to log out. Please try again.');
    expect(TOASTS.loggedIn).toEqual({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    expect(TOASTS.accountCreated).toEqual({ title: 'Account created' });
    expect(TOASTS.loggedOut).toEqual({ title: 'Logged out', description: 'You have been successfully logged out.' });
  });

  it('moods, guidance, readings and the ask chat', () => {
    expect(TOASTS.moodSaveFailed).toEqual({
      title: 'Something went wrong',
      description: 'Could not save your mood. Please try again.',
    });
    expect(TOASTS.moodSignedOut).toEqual({ title: 'Authentication error', description: 'Please sign in again' });
    expect(TOASTS.horoscopeFailed).toEqual({
      title: 'Horoscope Error',
      description: 'Could not fetch your daily horoscope. Please try again later.',
    });
    expect(TOASTS.affirmationFailed).toEqual({
      title: 'Affirmation Error',
      description: 'Could not fetch your daily affirmation. Please try again later.',
    });
    expect(asLine(TOASTS.readingFailed)).toBe(
      "Reading failed: We couldn't read your fortune at this time. Please try again later.",
    );
    expect(asLine(TOASTS.askFailed)).toBe('Error: I seem to be in a trance. Please try again in a moment.');
  });

  it('membership', () => {
    expect(`${MEMBERSHIP_TOASTS.createFailedTitle}: ${MEMBERSHIP_TOASTS.createFailed}`).toBe(
      'Error: Failed to process subscription. Please try again.',
    );
    expect(MEMBERSHIP_TOASTS.cancelFailed).toBe('Failed to cancel subscription. Please try again.');
    expect(MEMBERSHIP_TOASTS.reactivateFailed).toBe('Failed to reactivate subscription. Please try again.');
    expect(MEMBERSHIP_TOASTS.demoFailed).toBe('Failed to activate premium membership');
    expect(MEMBERSHIP_TOASTS.activated).toBe('Premium Activated!');
    expect(MEMBERSHIP_TOASTS.cancelled).toBe('Subscription Cancelled');
    expect(MEMBERSHIP_TOASTS.cancelledDescription).toBe('Your subscription will end at the current billing period.');
    expect(MEMBERSHIP_TOASTS.reactivated).toBe('Subscription Reactivated');
  });

  it('photo and profile', () => {
    expect(asLine(TOASTS.photoFailed)).toBe('Upload Failed: Failed to upload your photo. Please try again.');
    expect(asLine(TOASTS.profileFailed)).toBe('Update Failed: Failed to update your profile. Please try again.');
    expect(TOASTS.photoUploaded).toEqual({ title: 'Photo Uploaded' });
    expect(TOASTS.profileUpdated).toEqual({ title: 'Profile Updated' });
  });

  it('access denied', () => {
    expect(TOASTS.accessDenied).toEqual({
      title: 'Access Denied',
      description: "You don't have permission to access the admin dashboard.",
    });
  });

  it('the admin dashboard', () => {
    expect(ADMIN_TOASTS).toEqual({
      errorTitle: 'Error',
      successTitle: 'Success',
      fetchCirclesFailed: 'Failed to fetch circles data',
      fetchPostsFailed: 'Failed to fetch posts data',
      fetchEventsFailed: 'Failed to fetch events data',
      createCircleFailed: 'Failed to create circle',
      updateCircleFailed: 'Failed to update circle',
      deleteCircleFailed: 'Failed to delete circle',
      updatePostVisibilityFailed: 'Failed to update post visibility',
      deletePostFailed: 'Failed to delete post',
      createEventFailed: 'Failed to create event',
      updateEventFailed: 'Failed to update event',
      deleteEventFailed: 'Failed to delete event',
      selectDate: 'Please select a date',
      circleCreated: 'Circle created successfully',
      circleUpdated: 'Circle updated successfully',
      circleDeleted: 'Circle deleted successfully',
      postDeleted: 'Post deleted successfully',
      eventCreated: 'Event created successfully',
      eventUpdated: 'Event updated successfully',
      eventDeleted: 'Event deleted successfully',
      postHidden: 'Post hidden successfully',
      postUnhidden: 'Post unhidden successfully',
    });
  });
});
