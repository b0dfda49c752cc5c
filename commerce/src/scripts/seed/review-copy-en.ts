import type { ReviewCopy } from "./review-copy"

/** English review copy, as travellers from many countries write it. */
export const REVIEW_COPY_EN: ReviewCopy = {
  titles: {
    great: [
      "Unforgettable",
      "Absolutely brilliant",
      "Highlight of our trip",
      "Worth every penny",
      "Better than expected",
      "Would do it again",
      "Simply perfect",
      "Amazing experience",
    ],
    good: [
      "Really enjoyed it",
      "Great value",
      "Well organised",
      "Lovely experience",
      "Recommended",
      "Very good overall",
    ],
    mixed: ["Okay, but could be better", "Decent", "Mixed feelings", "Not bad, not great"],
    poor: ["Disappointing", "Not as advertised", "Poorly organised", "Would not do it again"],
  },
  openings: {
    great: [
      "My partner and I loved every minute.",
      "We went with our two kids and everyone had a great time.",
      "I booked this for a group of friends and it was a big hit.",
      "I was travelling solo and felt completely at ease the whole time.",
      "One of the best things we did in {city}.",
      "It was our first day in {city} and we could not have started better.",
      "Booked it on a whim and it turned out to be the best part of the week.",
    ],
    good: [
      "A really good experience overall.",
      "We did this as a family and enjoyed it a lot.",
      "Well worth it if you have a few days in {city}.",
      "Went with friends and had a great time.",
      "It delivered what it promised.",
    ],
    mixed: [
      "It was fine, but I expected a bit more.",
      "Pleasant enough, though not as special as the photos suggest.",
      "Some parts were great, others could be improved.",
    ],
    poor: [
      "Honestly, it did not live up to the description.",
      "It left us with a bad taste.",
      "I was really looking forward to this and it let me down.",
    ],
  },
  transferOpenings: {
    great: [
      "Flawless service.",
      "Everything was perfect from the moment we landed.",
      "We arrived late at night and it was such a relief to have this booked.",
    ],
    good: [
      "Good service, no hassle.",
      "It delivered what it promised.",
      "Very handy on arrival in {city}.",
    ],
  },
  transferClosings: {
    great: [
      "I would book it again without a second thought.",
      "Highly recommended for a stress-free arrival.",
    ],
    good: ["Recommended.", "Good value for money.", ""],
  },
  details: {
    safari: [
      "Crossing the dunes by 4x4 was thrilling and we always felt safe.",
      "Our driver knew the desert like the back of his hand.",
      "Going up and down the dunes is pure adrenaline.",
      "Tea and dates at the end were a lovely touch.",
      "Watching the sun go down over the sand was magical.",
    ],
    desert: [
      "The dunes at sunset are spectacular and the colours change every few minutes.",
      "The silence of the desert is striking; we stopped several times for photos.",
      "Climbing the sand is tiring, but the views more than make up for it.",
      "Tea and dates at the end were a lovely touch.",
      "Watching the sun go down over the red sand was magical.",
      "At night the sky fills with more stars than I have ever seen.",
    ],
    hiking: [
      "The trail is well chosen and the pace suits anyone reasonably fit.",
      "The view from the top is one you will not forget.",
      "We rested in the shade while they explained how the rocks were formed.",
      "Bring good shoes and plenty of water: every step is worth it.",
      "The landscape keeps changing along the route, it never gets dull.",
    ],
    guided: [
      "We learned so much about the history of {city} and it never felt heavy.",
      "The route is well thought out and covers the key sights without rushing.",
      "We heard stories you will not find in any guidebook.",
      "They took us to corners we would never have found on our own.",
      "The explanations were clear and they happily answered every question.",
    ],
    food: [
      "We tried dishes we would never have ordered ourselves and all of them were delicious.",
      "The stops are well chosen and the portions generous.",
      "We left completely full and with a list of places to go back to.",
      "They explained where each dish comes from and how locals eat it.",
    ],
    photo: [
      "They took us to the best spots just as the light was perfect.",
      "I learned to get far more out of my phone camera.",
      "The photos we took are the best of the whole trip.",
      "They knew angles you never see on postcards.",
    ],
    tickets: [
      "We got in with hardly any wait and had plenty of time to see everything.",
      "Entry with the ticket on my phone was quick and easy.",
      "The place is stunning and the audio guide really helps.",
      "Going first thing in the morning was a great call: hardly any crowds.",
    ],
    transfer: [
      "The driver was waiting with a sign at arrivals and helped with our bags.",
      "The car was spotless and the ride quick and comfortable.",
      "After a long flight it was a relief not to think about anything.",
      "They messaged the day before to confirm the time, very clear.",
    ],
    boat: [
      "Seeing {city} from the water is a whole different experience.",
      "The boat was immaculate and the crew very attentive.",
      "We swam in crystal-clear water and had time to relax on deck.",
      "Sunset from the water was the best part of the day.",
    ],
    general: [
      "Everything was perfectly organised from start to finish.",
      "The day was well paced, never rushed.",
      "Everything was exactly as described.",
      "Pickup was on time and the explanations very clear.",
    ],
  },
  guide: {
    f: [
      "Our guide {guide} was incredibly knowledgeable and patient with all our questions.",
      "{guide} looked after the group the whole time.",
      "{guide} made the whole thing fun and easy-going.",
      "Special mention to {guide}: warm, funny and very professional.",
    ],
    m: [
      "Our guide {guide} was incredibly knowledgeable and patient with all our questions.",
      "{guide} looked after the group the whole time.",
      "{guide} made the whole thing fun and easy-going.",
      "Special mention to {guide}: warm, funny and very professional.",
    ],
  },
  staff: [
    "The staff were friendly and answered all our questions.",
    "Everything was handled very professionally.",
    "Communication before the day was clear and quick.",
  ],
  mildCritique: [
    "The only thing to improve is the pickup time, which ran a little late.",
    "A little pricey, but worth it.",
  ],
  mildGroupCritique: [
    "I would have liked a bit more free time.",
    "The group was on the large side, but it worked well.",
  ],
  critique: [
    "The price felt high for what is included.",
    "The time was only confirmed at the last minute and we were unsure where to go.",
    "We started late and nobody told us why.",
  ],
  groupCritique: [
    "The group was too big and it was often hard to hear the guide.",
    "It all felt rushed, with hardly any free time.",
    "We finished early and skipped one of the stops.",
  ],
  closings: {
    great: [
      "Highly recommended!",
      "We would do it again in a heartbeat.",
      "If you are in {city}, do not miss it.",
      "Thank you for such a special day.",
    ],
    good: ["Recommended.", "Good value for money.", "I would book it again.", ""],
    mixed: ["Fine if you have time, but not a must.", "With a few tweaks it could be much better."],
    poor: ["I would not recommend it as it is.", "There are better options in the area."],
  },
}
