# frozen_string_literal: true

require "json"
require "net/http"
require "uri"

module Weather
  class Error < StandardError; end

  class Client
    BASE_URL = "https://api.example.com/v2"
    DEFAULT_HEADERS = { "Accept" => "application/json", "User-Agent" => "weather-rb/1.4" }.freeze

    attr_reader :api_key, :timeout

    def initialize(api_key:, timeout: 10)
      raise ArgumentError, "api_key is required" if api_key.nil? || api_key.empty?

      @api_key = api_key
      @timeout = timeout
      @cache = {}
    end

    def forecast(city, days: 3)
      key = [city.downcase, days]
      @cache[key] ||= begin
        body = get("/forecast", q: city, days: days)
        body.fetch("days").map do |day|
          {
            date: day["date"],
            high: day.dig("temp", "max")&.round(1),
            low: day.dig("temp", "min")&.round(1),
            summary: day["summary"].to_s.strip
          }
        end
      end
    end

    private

    def get(path, params = {})
      uri = URI("#{BASE_URL}#{path}")
      uri.query = URI.encode_www_form(params.merge(key: api_key))
      response = Net::HTTP.start(uri.host, uri.port, use_ssl: true, read_timeout: timeout) do |http|
        http.get(uri.request_uri, DEFAULT_HEADERS)
      end
      unless response.is_a?(Net::HTTPSuccess)
        raise Error, "GET #{path} failed: #{response.code} #{response.message}"
      end

      JSON.parse(response.body)
    rescue JSON::ParserError => e
      raise Error, "invalid JSON from #{path}: #{e.message}"
    end
  end
end
