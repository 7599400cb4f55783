import { createFileRoute } from "@tanstack/react-router";
import { rashiLoader } from "../../features/signs/loaders";
import { RashiPage } from "../../features/signs/RashiPage";

/** A sign's page by its Vedic slug (/rashi/mesh … /rashi/meen), in every language. */
export const Route = createFileRoute("/rashi/$rashi")({ loader: rashiLoader, component: RashiPage });
