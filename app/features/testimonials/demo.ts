import type { TestimonialInput } from "./schema.ts";

/**
 * Clearly fictional testimonials for development and demos (`npm run db:seed-demo`). Every name
 * says "Demo", so nobody mistakes them for real customers' words.
 */
export const DEMO_TESTIMONIALS: TestimonialInput[] = [
  {
    name: "Demo-Mads",
    comment: "Eksempeltekst: Lynhurtige maskiner og en skøn stemning hele natten.",
    rating: 5,
    location: null,
    gaming_type: "Counter-Strike 2",
    is_featured: true,
    is_active: true,
  },
  {
    name: "Demo-Sofie",
    comment: "Eksempeltekst: Vi holdt fødselsdag for 12 børn, og personalet hjalp med alt.",
    rating: 5,
    location: "Frederiksberg",
    gaming_type: "Fødselsdag",
    is_featured: true,
    is_active: true,
  },
  {
    name: "Demo-Jonas",
    comment: "Eksempeltekst: VIP-afdelingen er pengene værd, skarpe skærme og god lyd.",
    rating: 4,
    location: null,
    gaming_type: "Valorant",
    is_featured: false,
    is_active: true,
  },
  {
    name: "Demo-Amira",
    comment: "Eksempeltekst: Night Gaming med toast og sodavand var en fed oplevelse.",
    rating: 5,
    location: "København",
    gaming_type: "Night Gaming",
    is_featured: false,
    is_active: true,
  },
  {
    name: "Demo-Frederik",
    comment: "Eksempeltekst: PS5-hjørnet er perfekt til EA Sports FC med vennerne.",
    rating: 4,
    location: null,
    gaming_type: "Playstation",
    is_featured: false,
    is_active: true,
  },
  {
    name: "Demo-Ida",
    comment: "Eksempeltekst: Vores LAN-party for firmaet kørte uden problemer fra start til slut.",
    rating: 5,
    location: "Valby",
    gaming_type: "Firma-LAN",
    is_featured: false,
    is_active: true,
  },
  {
    name: "Demo-Oliver",
    comment: "Eksempeltekst: Lidt fyldt fredag aften, men ellers en rigtig god tur.",
    rating: 4,
    location: null,
    gaming_type: "League of Legends",
    is_featured: false,
    is_active: true,
  },
];
