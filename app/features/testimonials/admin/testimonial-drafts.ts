/** The browser-kept draft of a new testimonial; an edit's is `testimonial:ID`. */
export const NEW_DRAFT = "testimonial:new";
