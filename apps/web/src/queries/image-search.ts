/**
 * Image search (SauceNAO through the server): a mutation, since an upload is not a cached read. Its
 * own module, so the search box every screen shows does not carry the mutation code.
 */
import { useMutation } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import { loadArea } from "../data/proxy-areas";

export function useImageSearchMutation() {
  const source = useDataSource();
  return useMutation({
    mutationFn: (file: Blob) => loadArea(source, "search").then((area) => area.searchImage(file)),
  });
}
