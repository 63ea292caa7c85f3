package org.fpsforecast.core.port.out;

import static java.util.Objects.requireNonNull;

/**
 * Everything a {@link org.fpsforecast.core.Forecaster} reads: the catalog's records, its measurements, the fitted model
 * parameters and the hardware survey, with the metadata that names this combination.
 *
 * <p>The data module's {@code BundledCatalog} is one implementation. To serve other data, implement the ports you want
 * to replace and combine them with {@link #of}; give the combination its own {@link CatalogMetadata#version()}, since
 * caches and entity tags are keyed by it.
 */
public interface Catalog {
    /**
     * What catalog this is.
     *
     * @return the version (it changes whenever any answer can change) and the data sources measurements cite
     */
    CatalogMetadata metadata();

    /**
     * The games.
     *
     * @return the games port
     */
    Games games();

    /**
     * The video cards.
     *
     * @return the GPUs port
     */
    Gpus gpus();

    /**
     * The processors.
     *
     * @return the CPUs port
     */
    Cpus cpus();

    /**
     * Real measured frame rates; each names its source in {@link #metadata()}.
     *
     * @return the measurements port
     */
    Measurements measurements();

    /**
     * The forecast model's fitted parameters for the games, GPUs and CPUs above.
     *
     * @return the model parameters port
     */
    ModelParameters modelParameters();

    /**
     * The Steam hardware survey, month by month.
     *
     * @return the survey port
     */
    HardwareSurvey survey();

    /**
     * A catalog made of the given ports.
     *
     * @param metadata the version and sources of this combination
     * @param games the games
     * @param gpus the video cards
     * @param cpus the processors
     * @param measurements the measured frame rates
     * @param modelParameters the model's fitted parameters
     * @param survey the hardware survey
     * @return the catalog
     * @throws NullPointerException when any port is null
     */
    static Catalog of(
            CatalogMetadata metadata,
            Games games,
            Gpus gpus,
            Cpus cpus,
            Measurements measurements,
            ModelParameters modelParameters,
            HardwareSurvey survey) {
        requireNonNull(metadata, "metadata");
        requireNonNull(games, "games");
        requireNonNull(gpus, "gpus");
        requireNonNull(cpus, "cpus");
        requireNonNull(measurements, "measurements");
        requireNonNull(modelParameters, "modelParameters");
        requireNonNull(survey, "survey");
        return new Catalog() {
            @Override
            public CatalogMetadata metadata() {
                return metadata;
            }

            @Override
            public Games games() {
                return games;
            }

            @Override
            public Gpus gpus() {
                return gpus;
            }

            @Override
            public Cpus cpus() {
                return cpus;
            }

            @Override
            public Measurements measurements() {
                return measurements;
            }

            @Override
            public ModelParameters modelParameters() {
                return modelParameters;
            }

            @Override
            public HardwareSurvey survey() {
                return survey;
            }
        };
    }
}
