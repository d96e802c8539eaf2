/**
 * The toasts and messages the client shows, in the product's exact wording, kept once: the screens and
 * the server read them from here, and contract/messages.test.ts holds each against its exact text.
 * A toast is a title and a description; the catalogue writes some as 'Title: description'.
 */
export const TOASTS = {
  loginFailed: { title: 'Login failed', description: 'Please check your credentials and try again.' },
  registrationFailed: { title: 'Registration failed', description: 'Please check your information and try again.' },
  logoutFailed: { title: 'Logout failed', description: 'Failed to log out. Please try again.' },
  moodSaveFailed: { title: 'Something went wrong', description: 'Could not save your mood. Please try again.' },
  moodSignedOut: { title: 'Authentication error', description: 'Please sign in again' },
  horoscopeFailed: {
    title: 'Horoscope Error',
    description: 'Could not fetch your daily horoscope. Please try again later.',
  },
  affirmationFailed: {
    title: 'Affirmation Error',
    description: 'Could not fetch your daily affirmation. Please try again later.',
  },
  readingFailed: {
    title: 'Reading failed',
    description: "We couldn't read your fortune at this time. Please try again later.",
  },
  askFailed: { title: 'Error', description: 'I seem to be in a trance. Please try again in a moment.' },
  photoFailed: { title: 'Upload Failed', description: 'Failed to upload your photo. Please try again.' },
  profileFailed: { title: 'Update Failed', description: 'Failed to update your profile. Please try again.' },
  accessDenied: { title: 'Access Denied', description: "You don't have permission to access the admin dashboard." },
  loggedIn: { title: 'Welcome back!', description: 'You have successfully logged in.' },
  /** The catalogue gives only the title; the welcome text is Telve's own. */
  accountCreated: { title: 'Account created' },
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out.' },
  photoUploaded: { title: 'Photo Uploaded' },
  profileUpdated: { title: 'Profile Updated' },
} as const;

/** Field errors and hints of the forms (the schemas in auth.ts and moods.ts carry the rest). */
export const FORM_MESSAGES = {
  loginEmail: 'Login failed. Please check your credentials.',
  registrationEmail: 'Registration failed. Please try again.',
  horoscopeNeedsBirthDate: 'Please update your date of birth in your profile to see your horoscope.',
} as const;

/** The photo rules, as a toast on the client and as the server's 415 and 413 messages. */
export const PHOTO_MESSAGES = {
  invalidType: { title: 'Invalid file type', description: 'Please upload an image file (JPEG, PNG, etc.)' },
  tooLarge: { title: 'File too large', description: 'Please upload an image smaller than 5MB' },
} as const;

/** A toast as one line, 'Title: description', as the server's messages and the catalogue write it. */
export const asLine = (toast: { title: string; description: string }) => `${toast.title}: ${toast.description}`;

/** The admin dashboard's toasts: errors under the title 'Error', successes under 'Success'. */
export const ADMIN_TOASTS = {
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
} as const;
