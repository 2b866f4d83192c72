/** Trainers and bookings (spec §3): templates, availability, meetings. */
import type { Level } from './catalogue';

export interface Template {
  id: number;
  templateName: string;
  categoryName: string;
  level: Level | null;
  price: number;
  description: string;
  extraDescription: string;
  image: string;
  /** provider value; the UI shows maxParticipants - 1 */
  maxParticipants: number;
}

export interface Trainer {
  id: number;
  name: string;
  description: string;
  email: string;
  image: string;
  thumbnail: string;
  templateIdList: number[];
  productIdList: number[];
  templates: Template[];
  pathToDetail: string;
  allowsMeeting: boolean;
  hasProducts: boolean;
}

export interface AvailabilityPart {
  start: string;
  end: string;
  meeting: Meeting | null;
}

export interface Availability {
  dailyScheduleList: Array<{ day: string; parts: AvailabilityPart[] }>;
}

export interface Meeting {
  meetingId: number;
  start: string;
  end: string;
  categoryName: string;
  image: string;
  code: string | null;
  price: number;
  description: string;
  extraDescription: string;
  participants: number;
  maxParticipants: number;
}
