/**
 * The artwork card as the virtual lists render it: memoized on its props (the work, its rank and
 * its box), so when a list scrolls or a page is appended only the cards that enter it render.
 */
import { memo } from "react";
import { ArtworkCard } from "../artwork-card";

export const ListCard = memo(ArtworkCard);
