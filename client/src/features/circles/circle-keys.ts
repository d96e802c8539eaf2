import { endpoints } from '@/lib/endpoints';

/** Query keys of the circle screens: the endpoint's path first, then what picks the resource. */
export const circleKeys = {
  discover: [endpoints.discoverCircles.path] as const,
  mine: [endpoints.myCircles.path] as const,
  hubEvents: [endpoints.hubEvents.path] as const,
  circle: (id: number) => [endpoints.circle.path, id] as const,
  feed: (id: number) => [endpoints.circleFeed.path, id] as const,
  events: (id: number) => [endpoints.circleEvents.path, id] as const,
  members: (id: number) => [endpoints.circleMembers.path, id] as const,
  comments: (postId: number) => [endpoints.postComments.path, postId] as const,
};
