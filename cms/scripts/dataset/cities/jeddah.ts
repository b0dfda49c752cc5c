import type { CitySeed } from "../cities.ts"
import { p } from "./place.ts"

/** Jeddah and the real places its experiences visit. */
export const JEDDAH: CitySeed = {
  slug: "jeddah",
  name: { es: "Yeda", en: "Jeddah" },
  country: { es: "Arabia Saudí", en: "Saudi Arabia" },
  timeZone: "Asia/Riyadh",
  lat: 21.4858,
  lng: 39.1925,
  intro: {
    es: "Yeda es la puerta del mar Rojo: casas de coral en Al Balad, arrecifes de colores y una corniche para pasear al atardecer.",
    en: "Jeddah is the Red Sea's gateway: coral-stone houses in Al-Balad, colourful reefs and a corniche made for sunset walks.",
  },
  places: [
    p(
      "oldtown",
      "el barrio histórico de Al Balad",
      "historic Al-Balad",
      21.4846,
      39.1872,
      "Al Balad conserva casas de piedra de coral con celosías de madera llamadas rawashin.",
      "Al-Balad keeps coral-stone houses with carved wooden balconies called rawashin.",
    ),
    p(
      "waterfront",
      "la Corniche de Yeda",
      "the Jeddah Corniche",
      21.5433,
      39.1728,
      "La Corniche de Yeda recorre treinta kilómetros de costa con esculturas al aire libre.",
      "The Jeddah Corniche runs for thirty kilometres of coastline dotted with open-air sculptures.",
    ),
    p(
      "reef",
      "los arrecifes del mar Rojo",
      "the Red Sea reefs",
      21.6013,
      39.1012,
      "Los arrecifes frente a Yeda tienen corales blandos, peces loro y tortugas a pocos metros de la superficie.",
      "The reefs off Jeddah have soft corals, parrotfish and turtles a few metres below the surface.",
    ),
    p(
      "market",
      "el zoco Al Alawi",
      "Souq Al Alawi",
      21.484,
      39.188,
      "El zoco Al Alawi es el mercado más antiguo de la ciudad, famoso por sus especias y perfumes de oud.",
      "Souq Al Alawi is the city's oldest market, known for spices and oud perfume.",
    ),
    p(
      "museum",
      "el museo Tayebat",
      "the Tayebat museum",
      21.564,
      39.14,
      "El museo Tayebat reúne manuscritos, trajes y monedas de la historia del Hiyaz.",
      "The Tayebat museum gathers manuscripts, costumes and coins from the history of the Hejaz.",
    ),
    p(
      "sea",
      "la costa de Obhur",
      "the Obhur coast",
      21.7167,
      39.0833,
      "Obhur es la bahía donde Yeda sale a navegar, con aguas turquesa y fondos de coral.",
      "Obhur is the creek where Jeddah goes sailing, with turquoise water and coral below.",
    ),
  ],
}
